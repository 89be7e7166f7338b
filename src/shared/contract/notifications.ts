import { NOTIFICATION_STATUSES } from '../domain.js';
import { z } from '../zod.js';

/** Notifications page size (spec §9). */
export const NOTIFICATIONS_PAGE_SIZE = 5;

export const ZNotification = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  type: z.string().nullable(),
  offerId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
  unread: z.number(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZUnreadCount = z.object({ unread: z.number() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
