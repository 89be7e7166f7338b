import { ZReminderResult, ZReminderSchedule } from '../../../shared/contract/reminders.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { runReminderCheck } from './run-reminder-check.js';

/** The admin mail screen's "run the reminder check" button. */
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
    async () => runReminderCheck(app.deps.db, app.deps.now(), app.deps.env.baseUrl),
  );
}
