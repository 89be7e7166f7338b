import { and, count, eq, min } from 'drizzle-orm';
import type { RunningPlay } from '../../../shared/rules/league-edit.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { matches, matchOffers } from '../../db/schema/index.js';

/**
 * What is under way in a league: matches not decided yet (planned, a score reported or disputed)
 * and offers waiting for an answer, with the Istanbul day the earliest of them began.
 */
export async function runningPlay(db: DbOrTx, leagueId: string): Promise<RunningPlay> {
  const [[m], [o]] = await Promise.all([
    db
      .select({ n: count(), first: min(matches.createdAt) })
      .from(matches)
      .where(and(eq(matches.leagueId, leagueId), eq(matches.status, 'planlanmış'))),
    db
      .select({ n: count(), first: min(matchOffers.createdAt) })
      .from(matchOffers)
      .where(and(eq(matchOffers.leagueId, leagueId), eq(matchOffers.status, 'pending'))),
  ]);
  const firsts = [m.first, o.first]
    .filter((d): d is Date => d !== null)
    .map((d) => istanbulToday(new Date(d)));
  return { matches: m.n, offers: o.n, since: firsts.length ? firsts.sort()[0] : null };
}
