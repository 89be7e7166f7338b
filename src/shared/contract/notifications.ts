import { NOTIFICATION_STATUSES, NOTIFICATION_TARGET_KINDS } from '../domain.js';
import { z } from '../zod.js';
import { pageOf, ZTimestamp } from './common.js';

/** Notifications page size (spec §9). */
export const NOTIFICATIONS_PAGE_SIZE = 5;

export const ZNotification = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  type: z.string().nullable(),
  offerId: z.string().nullable(),
  createdAt: ZTimestamp,
  readAt: ZTimestamp.nullable(),
  /** What it is about (null when there is nothing to open); `targetPath` in shared/rules gives its screen. */
  target: z.object({ kind: z.enum(NOTIFICATION_TARGET_KINDS), id: z.string() }).nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationPage = pageOf(ZNotification).extend({
  unread: z.number(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZUnreadCount = z.object({ unread: z.number() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** "Tümünü okundu işaretle": how many were marked. */
export const ZMarkAllRead = z.object({ marked: z.number() });
export type TMarkAllRead = z.infer<typeof ZMarkAllRead>;

/** How long a deleted notification can still be restored ("Geri al" in the toast), in seconds. */
export const NOTIFICATION_RESTORE_SECONDS = 60;
