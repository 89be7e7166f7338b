import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { TPlayerHistory, TPlayerRecord, TPlayerSeasonRecord } from '../../../shared/contract/players.js';
import { bestRank, playerRecord, rankLine } from '../../../shared/rules/player-record.js';
import { isAutoConfirmDue } from '../../../shared/rules/results.js';
import { scoreFromSide } from '../../../shared/rules/score.js';
import type { DbOrTx } from '../../db/client.js';
import {
  leagueParticipants,
  leagues,
  matches,
  rankHistory,
  seasonStandings,
  seasons,
  users,
} from '../../db/schema/index.js';
import { bothPlayersNames, selectMatchesWithNames } from '../../domain/match-with-names.js';
import { notFound } from '../../errors.js';
import { loadPlayerRecords } from './player-records.js';

const emptyRecord = (): TPlayerRecord => ({ ...playerRecord([]), headToHead: [] });

const MATCH_LIMIT = 50;

/**
 * A player's page: their rank over time in each league (from the ladder history), their record
 * there (decided results: player-records.ts), both across all seasons and per season (the current
 * one and each closed one they had a part in), and their matches with results. Names only: no contact details of the player or of opponents.
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
        seasonId: rankHistory.seasonId,
      })
      .from(rankHistory)
      .innerJoin(leagues, eq(leagues.id, rankHistory.leagueId))
      .where(eq(rankHistory.userId, playerId))
      .orderBy(asc(rankHistory.createdAt), asc(rankHistory.id)),
    selectMatchesWithNames(db, {
      id: matches.id,
      leagueName: leagues.name,
      matchDate: matches.matchDate,
      slotAt: matches.slotAt,
      dueAt: matches.dueAt,
      status: matches.status,
      resultState: matches.resultState,
      reportedAt: matches.reportedAt,
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

  const leagueIds = [...new Set([...current, ...history].map((r) => r.leagueId))];
  const [leagueSeasons, standings] = await Promise.all([
    leagueIds.length === 0
      ? []
      : db
          .select({
            id: seasons.id,
            leagueId: seasons.leagueId,
            name: seasons.name,
            closedAt: seasons.closedAt,
          })
          .from(seasons)
          .where(inArray(seasons.leagueId, leagueIds))
          .orderBy(asc(seasons.closedAt), asc(seasons.id)),
    db
      .select({ seasonId: seasonStandings.seasonId, rank: seasonStandings.rank })
      .from(seasonStandings)
      .where(eq(seasonStandings.userId, playerId)),
  ]);
  const finalRank = new Map(standings.map((s) => [s.seasonId, s.rank]));
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a > b ? a : b);

  const byLeague = new Map<string, TPlayerHistory['leagues'][number]>();
  const leagueIdsInOrder = [
    ...new Set([...current.map((c) => c.leagueId), ...history.map((h) => h.leagueId), ...records.keys()]),
  ];
  for (const leagueId of leagueIdsInOrder) {
    const here = current.find((c) => c.leagueId === leagueId);
    const rows = history.filter((h) => h.leagueId === leagueId);
    const recs = records.get(leagueId);
    const joinedAt = iso(here?.joinDate);
    const change = (h: (typeof history)[number]) => ({
      at: h.at.toISOString(),
      oldRank: h.oldRank,
      rank: h.rank,
      cause: h.cause,
    });
    const points = rankLine(rows.map(change), {
      startAt: joinedAt,
      heldRank: here?.rank ?? null,
      season: false,
    });

    // The seasons: each closed one the player had a part in, and the current one.
    const closed = leagueSeasons.filter((s) => s.leagueId === leagueId);
    const perSeason: TPlayerSeasonRecord[] = [];
    const seasonOf = (
      season: { id: string; name: string; closedAt: Date } | null,
      startAt: string | null,
      held: number | null,
    ): TPlayerSeasonRecord | null => {
      const seasonId = season?.id ?? null;
      const seasonRows = rows.filter((h) => h.seasonId === seasonId).map(change);
      const seasonPoints = rankLine(seasonRows, { startAt, heldRank: held, season: true });
      const record = recs?.seasons.get(seasonId);
      if (seasonPoints.length === 0 && !record && held === null) return null;
      return {
        seasonId,
        seasonName: season?.name ?? null,
        closedAt: iso(season?.closedAt),
        finalRank: seasonId === null ? null : (finalRank.get(seasonId) ?? null),
        bestRank: bestRank(seasonPoints.map((p) => p.rank)),
        points: seasonPoints,
        record: record ?? emptyRecord(),
      };
    };
    // A season began when the one before it closed; the player's line there begins no earlier than their joining.
    const lastClosedAt = iso(closed.at(-1)?.closedAt);
    const currentSeason = seasonOf(null, later(joinedAt, lastClosedAt), here?.rank ?? null);
    if (currentSeason) perSeason.push(currentSeason);
    for (let i = closed.length - 1; i >= 0; i--) {
      const s = closed[i];
      const began = iso(closed[i - 1]?.closedAt);
      const joinedBefore = joinedAt !== null && joinedAt < s.closedAt.toISOString() ? joinedAt : null;
      const entry = seasonOf(s, later(joinedBefore, began) ?? began, finalRank.get(s.id) ?? null);
      if (entry) perSeason.push(entry);
    }

    byLeague.set(leagueId, {
      leagueId,
      leagueName: here?.leagueName ?? rows[0]?.leagueName ?? recs?.leagueName ?? '',
      currentRank: here?.rank ?? null,
      bestRank: bestRank(points.map((p) => p.rank)),
      points,
      record: recs?.record ?? emptyRecord(),
      seasons: perSeason,
    });
  }

  return {
    player: { id: player.id, firstName: player.firstName ?? '', lastName: player.lastName ?? '' },
    leagues: [...byLeague.values()],
    matches: played.map((m) => {
      const isP1 = m.player1Id === playerId;
      const p1Name = `${m.p1First ?? ''} ${m.p1Last ?? ''}`.trim();
      const p2Name = `${m.p2First ?? ''} ${m.p2Last ?? ''}`.trim();
      const opponent = isP1 ? p2Name : p1Name;
      // The page reads from its player's side: their games first, as its 'Sonuç' says their win or loss.
      const ownSide = m.score === null ? null : scoreFromSide(m.score, isP1 ? 'p1' : 'p2');
      // A report the 48-hour clock has confirmed reads as played, as in the players' own lists (results/match-view.ts).
      const auto =
        m.status === 'planlanmış' &&
        m.resultState === 'reported' &&
        !!m.reportedAt &&
        isAutoConfirmDue(m.reportedAt, now);
      const status = auto ? 'oynanmış' : m.status;
      return {
        id: m.id,
        leagueName: m.leagueName,
        // When it was played; else the time the players agreed on; else the day it must be played by.
        date: (m.matchDate ?? (auto ? m.reportedAt : null) ?? m.slotAt ?? m.dueAt)?.toISOString() ?? null,
        opponent,
        status,
        resultState: auto ? 'confirmed' : m.resultState,
        slotAt: m.slotAt?.toISOString() ?? null,
        overdue: status === 'planlanmış' && !!m.dueAt && m.dueAt.getTime() < now.getTime(),
        won: status === 'oynanmış' && m.winnerId ? m.winnerId === playerId : null,
        score: ownSide ?? m.score,
        scoreOrder: m.score !== null && ownSide === null ? `${p1Name} – ${p2Name}` : null,
      };
    }),
  };
}
