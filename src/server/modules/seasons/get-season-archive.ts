import { asc, desc, eq, sql } from 'drizzle-orm';
import type { TSeasonArchive } from '../../../shared/contract/seasons.js';
import { messages } from '../../../shared/messages.js';
import { isLeagueActiveNow } from '../../../shared/rules/league.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, matches, seasonStandings, seasons, users } from '../../db/schema/index.js';
import { bothPlayersNames, playerNames, selectMatchesWithNames } from '../../domain/match-with-names.js';
import { notFound } from '../../errors.js';
import { toSeason } from './season-view.js';

/**
 * A closed season for anyone signed in, and for guests (`guestAt`: the time of the request) while
 * its league is one the guest view shows (active, not ended): its final ladder and every match it
 * archived (played or cancelled), with names only: never an e-mail, a phone or a birth date.
 */
export async function getSeasonArchive(
  db: DbOrTx,
  seasonId: string,
  guestAt?: Date,
): Promise<TSeasonArchive> {
  const [[row], ladder, results] = await Promise.all([
    db
      .select({
        season: seasons,
        leagueName: leagues.name,
        isActive: leagues.isActive,
        endDate: leagues.endDate,
      })
      .from(seasons)
      .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
      .where(eq(seasons.id, seasonId)),
    db
      .select({ rank: seasonStandings.rank, firstName: users.firstName, lastName: users.lastName })
      .from(seasonStandings)
      .innerJoin(users, eq(users.id, seasonStandings.userId))
      .where(eq(seasonStandings.seasonId, seasonId))
      .orderBy(asc(seasonStandings.rank)),
    selectMatchesWithNames(db, {
      id: matches.id,
      matchDate: matches.matchDate,
      updatedAt: matches.updatedAt,
      status: matches.status,
      score: matches.score,
      winnerId: matches.winnerId,
      player1Id: matches.player1Id,
      ...bothPlayersNames,
    })
      .where(eq(matches.seasonId, seasonId))
      // Newest first by the date each line shows (when it was played, else when it was decided).
      .orderBy(desc(sql`coalesce(${matches.matchDate}, ${matches.updatedAt})`), desc(matches.id)),
  ]);
  if (!row || (guestAt && !isLeagueActiveNow(row, istanbulToday(guestAt))))
    throw notFound(messages.seasons.notFound);
  return {
    season: toSeason(row.season),
    leagueName: row.leagueName,
    ladder: ladder.map((r) => ({ rank: r.rank, firstName: r.firstName ?? '', lastName: r.lastName ?? '' })),
    results: results.map((r) => ({
      id: r.id,
      playedAt: (r.matchDate ?? r.updatedAt).toISOString(),
      ...playerNames(r),
      score: r.score,
      cancelled: r.status === 'iptal',
    })),
  };
}
