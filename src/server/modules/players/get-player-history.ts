import { asc, desc, eq, or } from 'drizzle-orm';
import type { TPlayerHistory, TPlayerRecord } from '../../../shared/contract/players.js';
import { bestRank, playerRecord } from '../../../shared/rules/player-record.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, leagues, matches, rankHistory, users } from '../../db/schema/index.js';
import { bothPlayersNames, selectMatchesWithNames } from '../../domain/match-with-names.js';
import { notFound } from '../../errors.js';
import { loadPlayerRecords } from './player-records.js';

const emptyRecord = (): TPlayerRecord => ({ ...playerRecord([]), headToHead: [] });

const MATCH_LIMIT = 50;

/**
 * A player's page: their rank over time in each league (from the ladder history), their record
 * there (decided results: player-records.ts) and their matches with results. Names only: no contact details of the player or of opponents.
 */
export async function getPlayerHistory(db: DbOrTx, playerId: string, now: Date): Promise<TPlayerHistory> {
  const [[player], current, history, played, records] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, playerId)),
    db
      .select({
        leagueId: leagueParticipants.leagueId,
        rank: leagueParticipants.rank,
        joinDate: leagueParticipants.joinDate,
        leagueName: leagues.name,
      })
      .from(leagueParticipants)
      .innerJoin(leagues, eq(leagues.id, leagueParticipants.leagueId))
      .where(eq(leagueParticipants.userId, playerId)),
    db
      .select({
        leagueId: rankHistory.leagueId,
        leagueName: leagues.name,
        at: rankHistory.createdAt,
        oldRank: rankHistory.oldRank,
        rank: rankHistory.newRank,
        cause: rankHistory.cause,
      })
      .from(rankHistory)
      .innerJoin(leagues, eq(leagues.id, rankHistory.leagueId))
      .where(eq(rankHistory.userId, playerId))
      .orderBy(asc(rankHistory.createdAt), asc(rankHistory.id)),
    selectMatchesWithNames(db, {
      id: matches.id,
      leagueName: leagues.name,
      matchDate: matches.matchDate,
      dueAt: matches.dueAt,
      status: matches.status,
      score: matches.score,
      winnerId: matches.winnerId,
      player1Id: matches.player1Id,
      ...bothPlayersNames,
    })
      .where(or(eq(matches.player1Id, playerId), eq(matches.player2Id, playerId)))
      .orderBy(desc(matches.createdAt))
      .limit(MATCH_LIMIT),
    loadPlayerRecords(db, playerId, now),
  ]);
  if (!player) throw notFound();

  const byLeague = new Map<string, TPlayerHistory['leagues'][number]>();
  for (const c of current) {
    byLeague.set(c.leagueId, {
      leagueId: c.leagueId,
      leagueName: c.leagueName,
      currentRank: c.rank,
      bestRank: null,
      points: [],
      record: emptyRecord(),
    });
  }
  for (const h of history) {
    const entry = byLeague.get(h.leagueId) ?? {
      leagueId: h.leagueId,
      leagueName: h.leagueName,
      currentRank: null,
      bestRank: null,
      points: [],
      record: emptyRecord(),
    };
    // The rank a player held before their first recorded change starts the line.
    if (entry.points.length === 0 && h.oldRank !== null) {
      const joined = current.find((c) => c.leagueId === h.leagueId)?.joinDate ?? h.at;
      entry.points.push({ at: joined.toISOString(), rank: h.oldRank, cause: 'added' });
    }
    entry.points.push({ at: h.at.toISOString(), rank: h.rank, cause: h.cause });
    byLeague.set(h.leagueId, entry);
  }
  // Players seeded straight onto a ladder have no history yet: their current rank is the one point.
  for (const c of current) {
    const entry = byLeague.get(c.leagueId)!;
    if (entry.points.length === 0)
      entry.points.push({ at: c.joinDate.toISOString(), rank: c.rank, cause: 'added' });
  }

  // A league the player has results in but no ladder history (an admin's match) still has a record.
  for (const [leagueId, { leagueName }] of records) {
    if (!byLeague.has(leagueId))
      byLeague.set(leagueId, {
        leagueId,
        leagueName,
        currentRank: null,
        bestRank: null,
        points: [],
        record: emptyRecord(),
      });
  }
  for (const entry of byLeague.values()) {
    entry.bestRank = bestRank(entry.points.map((p) => p.rank));
    entry.record = records.get(entry.leagueId)?.record ?? entry.record;
  }

  return {
    player: { id: player.id, firstName: player.firstName ?? '', lastName: player.lastName ?? '' },
    leagues: [...byLeague.values()],
    matches: played.map((m) => {
      const isP1 = m.player1Id === playerId;
      const opponent = isP1 ? `${m.p2First ?? ''} ${m.p2Last ?? ''}` : `${m.p1First ?? ''} ${m.p1Last ?? ''}`;
      return {
        id: m.id,
        leagueName: m.leagueName,
        date: (m.matchDate ?? m.dueAt)?.toISOString() ?? null,
        opponent: opponent.trim(),
        status: m.status,
        won: m.status === 'oynanmış' && m.winnerId ? m.winnerId === playerId : null,
        score: m.score,
      };
    }),
  };
}
