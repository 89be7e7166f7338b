import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app.js';
import { handleOverdueMatches } from '../modules/arrange/handle-overdue-matches.js';
import { remindAgreedSlots } from '../modules/arrange/remind-agreed-slots.js';
import { runReminderCheck } from '../modules/reminders/run-reminder-check.js';
import { autoConfirmResults } from '../modules/results/auto-confirm-results.js';

export interface ScheduledJob {
  /** Runs once now and resolves when done (also what the timer calls). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the reminder check every `intervalMinutes` (REMINDER_INTERVAL_MINUTES; 0 = off). Several
 * instances may run it: the check's advisory lock lets one of them work at a time.
 */
export function startReminderJob(
  deps: AppDeps,
  log: FastifyBaseLogger,
  intervalMinutes: number,
): ScheduledJob {
  let running: Promise<void> | null = null;
  const runOnce = () => {
    running ??= runReminderCheck(deps.db, deps.now(), deps.env.baseUrl)
      .then(async (result) => {
        if (result.expired || result.reminders) log.info({ ...result }, 'reminder check');
        // Match results left unanswered for 48 hours become final.
        const confirmed = await autoConfirmResults(deps.db, deps.now());
        if (confirmed) log.info({ confirmed }, 'results auto-confirmed');
        // Agreed slots: reminders 24 and 2 hours ahead; then matches past their deadline.
        const slotReminders = await remindAgreedSlots(deps.db, deps.now());
        const overdue = await handleOverdueMatches(deps.db, deps.now());
        if (slotReminders || overdue) log.info({ slotReminders, overdue }, 'match arrangements');
        deps.mailer.kick();
        deps.pusher.kick();
      })
      .catch((error) => log.error({ err: error }, 'reminder check failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMinutes * 60_000);
  timer.unref();
  // The first run soon after start, so a restart does not delay reminders by a whole interval.
  const first = setTimeout(() => void runOnce(), 10_000);
  first.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
