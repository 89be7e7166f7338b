import { ADMIN_LOG_EVENT_TYPES, NOTIFICATION_STATUSES } from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';
import { pageOf, ZIsoDate, zPage } from './common.js';

export const ADMIN_LOGS_PAGE_SIZE = 20;
export const ADMIN_LOG_TABS = ['all', 'unread', 'read', 'deleted'] as const;
export type AdminLogTab = (typeof ADMIN_LOG_TABS)[number];

/** The inbox's filters: an inclusive date range (Istanbul calendar days), a subject and a tab. */
export const ZAdminLogQuery = z
  .object({
    from: ZIsoDate,
    to: ZIsoDate,
    eventType: z.enum(ADMIN_LOG_EVENT_TYPES).optional(),
    tab: z.enum(ADMIN_LOG_TABS).default('unread'),
    page: zPage(),
  })
  .refine((q) => q.from <= q.to, { error: messages.adminLogs.dateOrder, path: ['from'] });
export type TAdminLogQuery = z.input<typeof ZAdminLogQuery>;

export const ZAdminLog = z.object({
  id: z.string(),
  eventType: z.string(),
  eventDetails: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  readAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type TAdminLog = z.infer<typeof ZAdminLog>;

export const ZAdminLogPage = pageOf(ZAdminLog);
export type TAdminLogPage = z.infer<typeof ZAdminLogPage>;
