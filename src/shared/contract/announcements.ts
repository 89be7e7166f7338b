import { messages } from '../messages.js';
import { z } from '../zod.js';
import { requiredText, ZEventDate } from './common.js';

const m = messages.announcements;

/** Create or edit an announcement; an empty end date means it never ends. */
export const ZAnnouncementRequest = z.object({
  title: requiredText(m.titleRequired, 200),
  content: requiredText(m.contentRequired, 10_000, { multiline: true }),
  endDate: z
    .union([z.literal(''), z.null(), ZEventDate])
    .optional()
    .transform((v) => v || null),
});
export type TAnnouncementRequest = z.input<typeof ZAnnouncementRequest>;

export const ZAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  /** When it was published. */
  date: z.string(),
  endDate: z.string().nullable(),
  /** The signed-in user has marked it read (always false for guests and on the admin list). */
  read: z.boolean(),
  /** Its end date is before today (Istanbul). */
  ended: z.boolean(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementList = z.object({ items: z.array(ZAnnouncement) });
export type TAnnouncementList = z.infer<typeof ZAnnouncementList>;
