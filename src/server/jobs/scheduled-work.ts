import type { TReminderResult } from '../../shared/contract/reminders.js';
import type { AppDeps } from '../app.js';
import { handleOverdueMatches } from '../modules/arrange/handle-overdue-matches.js';
import { remindAgreedSlots } from '../modules/arrange/remind-agreed-slots.js';
import { runReminderCheck } from '../modules/reminders/run-reminder-check.js';
import { autoConfirmResults } from '../modules/results/auto-confirm-results.js';

export interface ScheduledWorkDone {
  /** The offer check's counts (spec §7), which the admin's button shows. */
  offers: TReminderResult;
  /** Results left unanswered for 48 hours, made final. */
  confirmed: number;
  /** Reminders of agreed slots sent (24 and 2 hours ahead). */
  slotReminders: number;
  /** Matches past their play deadline handled. */
  overdue: number;
}

/**
 * The reminder job's whole round, run by the schedule and by the admin's button alike, so a server
 * whose schedule is off (REMINDER_INTERVAL_MINUTES=0) still confirms results, reminds slots and
 * handles overdue matches when the button is pressed. Each part takes its own advisory lock or
 * conditional update, so rounds that overlap do each thing once. Mail and push go out after it.
 */
export async function runScheduledWork(deps: AppDeps): Promise<ScheduledWorkDone> {
  const { db, env } = deps;
  const offers = await runReminderCheck(db, deps.now(), env.baseUrl);
  const confirmed = await autoConfirmResults(db, deps.now(), env.baseUrl);
  // Agreed slots: reminders 24 and 2 hours ahead; then matches past their deadline.
  const slotReminders = await remindAgreedSlots(db, deps.now(), env.baseUrl);
  const overdue = await handleOverdueMatches(db, deps.now(), env.baseUrl);
  deps.mailer.kick();
  deps.pusher.kick();
  return { offers, confirmed, slotReminders, overdue };
}
