import { NOTIFICATION_STATUSES } from '../domain.js';
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
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationPage = pageOf(ZNotification).extend({
  unread: z.number(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZUnreadCount = z.object({ unread: z.number() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
