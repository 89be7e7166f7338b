import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { TStaffResults } from '../../../shared/contract/results.js';
import type { Db } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { autoConfirmResults } from './auto-confirm-results.js';
import { loadResultMatches } from './match-view.js';

const RECENT = 20;

/**
 * What waits for staff in a league (every league for an admin who names none): reported or
 * disputed results and planned matches past their deadline; and the latest final results to correct.
 */
export async function listStaffResults(
  db: Db,
  leagueId: string | undefined,
  now: Date,
): Promise<TStaffResults> {
  await autoConfirmResults(db, now);
  const inLeague = leagueId ? eq(matches.leagueId, leagueId) : undefined;
  const [pending, recent] = await Promise.all([
    loadResultMatches(
      db,
      and(
        inLeague,
        eq(matches.status, 'planlanmış'),
        or(inArray(matches.resultState, ['reported', 'disputed']), lt(matches.dueAt, now)),
      ),
      now,
      100,
    ),
    loadResultMatches(db, and(inLeague, eq(matches.status, 'oynanmış')), now, RECENT),
  ]);
  return { pending, recent };
}
