import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app.js';
import { handleOverdueMatches } from '../modules/arrange/handle-overdue-matches.js';
import { remindAgreedSlots } from '../modules/arrange/remind-agreed-slots.js';
import { runReminderCheck } from '../modules/reminders/run-reminder-check.js';
import { autoConfirmResults } from '../modules/results/auto-confirm-results.js';
import { type ScheduledJob, schedule } from './schedule.js';

/**
 * Runs the reminder check every `intervalMinutes` (REMINDER_INTERVAL_MINUTES; 0 = off), the first
 * time 10 s after start. Several instances may run it: the check's advisory lock lets one of them
 * work at a time.
 */
export function startReminderJob(
  deps: AppDeps,
  log: FastifyBaseLogger,
  intervalMinutes: number,
): ScheduledJob {
  const work = () =>
    runReminderCheck(deps.db, deps.now(), deps.env.baseUrl)
      .then(async (result) => {
        if (result.expired || result.reminders) log.info({ ...result }, 'reminder check');
        // Match results left unanswered for 48 hours become final.
        const confirmed = await autoConfirmResults(deps.db, deps.now(), deps.env.baseUrl);
        if (confirmed) log.info({ confirmed }, 'results auto-confirmed');
        // Agreed slots: reminders 24 and 2 hours ahead; then matches past their deadline.
        const slotReminders = await remindAgreedSlots(deps.db, deps.now(), deps.env.baseUrl);
        const overdue = await handleOverdueMatches(deps.db, deps.now(), deps.env.baseUrl);
        if (slotReminders || overdue) log.info({ slotReminders, overdue }, 'match arrangements');
        deps.mailer.kick();
        deps.pusher.kick();
      })
      .catch((error) => log.error({ err: error }, 'reminder check failed'));
  return schedule(work, intervalMinutes * 60_000, 10_000);
}
