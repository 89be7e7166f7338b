import { asc, eq, inArray } from 'drizzle-orm';
import type { TPlayerHistory, TPlayerRecord, TPlayerSeasonRecord } from '../../../shared/contract/players.js';
import { bestRank, playerRecord, rankLine } from '../../../shared/rules/player-record.js';
import type { DbOrTx } from '../../db/client.js';
import {
  leagueParticipants,
  leagues,
  rankHistory,
  seasonStandings,
  seasons,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { loadPlayerRecords } from './player-records.js';

const emptyRecord = (): TPlayerRecord => ({ ...playerRecord([]), headToHead: [] });

/**
 * A player's page: their rank over time in each league (from the ladder history), their record
 * there (decided results: player-records.ts), both across all seasons and per season (the current
 * one and each closed one they had a part in); their matches are a read of their own
 * (list-player-matches.ts), as the page's league and season pickers choose them. Names only: no contact details of the player or of opponents.
 */
export async function getPlayerHistory(db: DbOrTx, playerId: string, now: Date): Promise<TPlayerHistory> {
  const [[player], current, history, records] = await Promise.all([
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
  };
}
