import { and, count, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { pageInfo } from '../../../shared/contract/common.js';
import { STAFF_PENDING_PAGE_SIZE, type TStaffResults } from '../../../shared/contract/results.js';
import type { DbOrTx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { loadResultMatches, played, stillPlanned } from './match-view.js';

const RECENT = 20;

/**
 * What waits for staff in a league (every league for an admin who names none): reported or
 * disputed results and planned matches past their deadline, a page at a time; and the current
 * season's latest final results to correct (a closed season's are archived and stay as they are).
 */
export async function listStaffResults(
  db: DbOrTx,
  staffId: string,
  leagueId: string | undefined,
  now: Date,
  page: number,
): Promise<TStaffResults> {
  // A read only: a report past its 48 hours shows as confirmed; the scheduled job writes it.
  const inLeague = leagueId ? eq(matches.leagueId, leagueId) : undefined;
  const waiting = and(
    inLeague,
    stillPlanned(now),
    or(inArray(matches.resultState, ['reported', 'disputed']), lt(matches.dueAt, now)),
  );
  const [pending, [{ total }], recent] = await Promise.all([
    loadResultMatches(db, waiting, now, STAFF_PENDING_PAGE_SIZE, (page - 1) * STAFF_PENDING_PAGE_SIZE, {
      staffId,
    }),
    db.select({ total: count() }).from(matches).where(waiting),
    loadResultMatches(db, and(inLeague, isNull(matches.seasonId), played(now)), now, RECENT, 0, {
      staffId,
    }),
  ]);
  return {
    pending,
    pendingPage: pageInfo(page, STAFF_PENDING_PAGE_SIZE, total),
    recent,
  };
}
