import { and, eq, lte } from 'drizzle-orm';
import { AUTO_CONFIRM_HOURS, isAutoConfirmDue } from '../../../shared/rules/results.js';
import type { Db } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { finalizeResult, storedResult } from '../../domain/finalize-result.js';
import { lockMatch } from '../../domain/match-lock.js';

/**
 * Reports left unanswered for 48 hours become final (each in its own transaction, re-checked under
 * the lock so a confirmation or dispute that came first wins). Only the scheduled job runs it
 * (jobs/reminder-job.ts); reads show such a report as confirmed already (match-view.ts). Returns
 * how many it confirmed.
 */
export async function autoConfirmResults(db: Db, now: Date, baseUrl: string): Promise<number> {
  const cutoff = new Date(now.getTime() - AUTO_CONFIRM_HOURS * 3_600_000);
  const due = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.status, 'planlanmış'),
        eq(matches.resultState, 'reported'),
        lte(matches.reportedAt, cutoff),
      ),
    )
    .limit(200);
  let confirmed = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id);
      const { match } = locked;
      if (match.status !== 'planlanmış' || match.resultState !== 'reported' || !match.reportedAt)
        return false;
      if (!isAutoConfirmDue(match.reportedAt, now)) return false;
      await finalizeResult(tx, locked, storedResult(match), 'auto', null, now, baseUrl);
      return true;
    });
    if (done) confirmed++;
  }
  return confirmed;
}
