import { ZReminderResult, ZReminderSchedule } from '../../../shared/contract/reminders.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { runScheduledWork } from '../../jobs/scheduled-work.js';

/**
 * The admin mail screen's "run the reminder check" button: the scheduled job's whole round (offers,
 * results left 48 hours, slot reminders, overdue matches), answering the offer check's counts.
 */
export async function remindersRoutes(app: TypedApp) {
  // What the screen says of the scheduled run: this server's interval (REMINDER_INTERVAL_MINUTES).
  app.get(
    '/reminders',
    { config: { access: access.admin }, schema: { response: { 200: ZReminderSchedule } } },
    async () => ({ intervalMinutes: app.deps.env.REMINDER_INTERVAL_MINUTES }),
  );

  app.post(
    '/reminders/run',
    { config: { access: access.admin }, schema: { response: { 200: ZReminderResult } } },
    async () => (await runScheduledWork(app.deps)).offers,
  );
}
