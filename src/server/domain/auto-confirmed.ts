import { type SQL, sql } from 'drizzle-orm';
import { AUTO_CONFIRM_HOURS } from '../../shared/rules/results.js';
import { matches } from '../db/schema/index.js';

/**
 * A report left unanswered for 48 hours reads as confirmed from that moment, though the scheduled
 * job (jobs/reminder-job.ts) writes it, and moves the ladder, only on its next run: reads never
 * write. This condition sorts such a match with the played ones (the result lists, the player record).
 */
export function autoConfirmedBy(now: Date): SQL {
  const cutoff = new Date(now.getTime() - AUTO_CONFIRM_HOURS * 3_600_000);
  return sql`coalesce(${matches.status} = 'planlanmış' and ${matches.resultState} = 'reported' and ${matches.reportedAt} <= ${cutoff}, false)`;
}
