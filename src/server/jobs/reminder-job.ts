import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app.js';
import { type ScheduledJob, schedule } from './schedule.js';
import { runScheduledWork } from './scheduled-work.js';

/**
 * Runs the reminder job's round (`runScheduledWork`) every `intervalMinutes`
 * (REMINDER_INTERVAL_MINUTES; 0 = off), the first time 10 s after start. Several instances may run
 * it: each part's advisory lock lets one of them work at a time.
 */
export function startReminderJob(
  deps: AppDeps,
  log: FastifyBaseLogger,
  intervalMinutes: number,
): ScheduledJob {
  const work = () =>
    runScheduledWork(deps)
      .then(({ offers, confirmed, slotReminders, overdue }) => {
        if (offers.expired || offers.reminders) log.info({ ...offers }, 'reminder check');
        if (confirmed) log.info({ confirmed }, 'results auto-confirmed');
        if (slotReminders || overdue) log.info({ slotReminders, overdue }, 'match arrangements');
      })
      .catch((error) => log.error({ err: error }, 'reminder check failed'));
  return schedule(work, intervalMinutes * 60_000, 10_000);
}
