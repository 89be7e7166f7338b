import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { TPublicLeagueDetail } from '../../../shared/contract/guest.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, matches, users } from '../../db/schema/index.js';
import { autoConfirmedBy } from '../../domain/auto-confirmed.js';
import { bothPlayersNames, playerNames, selectMatchesWithNames } from '../../domain/match-with-names.js';
import { notFound } from '../../errors.js';
import { listPublicLeagues } from './list-public-leagues.js';

const RECENT_RESULTS = 10;

/**
 * An active league's ladder and the current season's latest results: names only, never contact
 * details. A closed season's results are in its archive (modules/seasons).
 */
export async function getPublicLeague(db: DbOrTx, leagueId: string, now: Date): Promise<TPublicLeagueDetail> {
  const [[league], ladder, results] = await Promise.all([
    listPublicLeagues(db, now, leagueId),
    db
      .select({ rank: leagueParticipants.rank, firstName: users.firstName, lastName: users.lastName })
      .from(leagueParticipants)
      .innerJoin(users, eq(users.id, leagueParticipants.userId))
      .where(eq(leagueParticipants.leagueId, leagueId))
      .orderBy(leagueParticipants.rank),
    selectMatchesWithNames(db, {
      id: matches.id,
      playedAt: matches.matchDate,
      updatedAt: matches.updatedAt,
      score: matches.score,
      winnerId: matches.winnerId,
      player1Id: matches.player1Id,
      ...bothPlayersNames,
    })
      .where(
        and(
          eq(matches.leagueId, leagueId),
          isNull(matches.seasonId),
          // A report the 48-hour clock has confirmed reads as played, as on the players' results card.
          or(eq(matches.status, 'oynanmış'), autoConfirmedBy(now)),
        ),
      )
      .orderBy(desc(matches.updatedAt))
      .limit(RECENT_RESULTS),
  ]);
  if (!league) throw notFound();
  return {
    league,
    ladder: ladder.map((r) => ({ rank: r.rank, firstName: r.firstName ?? '', lastName: r.lastName ?? '' })),
    recentResults: results.map((r) => ({
      id: r.id,
      playedAt: (r.playedAt ?? r.updatedAt).toISOString(),
      ...playerNames(r),
      score: r.score,
    })),
  };
}
