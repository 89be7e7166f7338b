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
