import { z } from '../zod.js';

/** The reminder check's answer (spec §7): pending offers looked at, offers expired, reminders sent. */
export const ZReminderResult = z.object({
  pending: z.number(),
  expired: z.number(),
  reminders: z.number(),
  /** false outside 08:00–22:59 Istanbul (all counts zero). */
  inWindow: z.boolean(),
  /** Another run held the lock, so this one did nothing. */
  busy: z.boolean(),
});
export type TReminderResult = z.infer<typeof ZReminderResult>;

/** How often the server runs the reminder check by itself, in minutes; 0: never (only the button). */
export const ZReminderSchedule = z.object({ intervalMinutes: z.number() });
export type TReminderSchedule = z.infer<typeof ZReminderSchedule>;
