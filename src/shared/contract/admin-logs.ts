import { ADMIN_LOG_EVENT_TYPES, NOTIFICATION_STATUSES } from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';
import { pageOf, ZIsoDate, ZPage, ZTimestamp } from './common.js';

export const ADMIN_LOGS_PAGE_SIZE = 20;
export const ADMIN_LOG_TABS = ['all', 'unread', 'read', 'deleted'] as const;
export type AdminLogTab = (typeof ADMIN_LOG_TABS)[number];

/** The inbox's filters: an inclusive date range (Istanbul calendar days), a subject and a tab. */
export const ZAdminLogQuery = z
  .object({
    /** The first day shown; absent, no lower bound. */
    from: ZIsoDate.optional(),
    /** The last day shown; absent, no upper bound. */
    to: ZIsoDate.optional(),
    eventType: z.enum(ADMIN_LOG_EVENT_TYPES).optional(),
    tab: z.enum(ADMIN_LOG_TABS).default('unread'),
    page: ZPage,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: messages.adminLogs.dateOrder, path: ['from'] });
export type TAdminLogQuery = z.input<typeof ZAdminLogQuery>;

/** 'Tümünü okundu işaretle': the unread entries the inbox's date range and subject show. */
export const ZAdminLogReadAllRequest = z
  .object({
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    eventType: z.enum(ADMIN_LOG_EVENT_TYPES).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: messages.adminLogs.dateOrder, path: ['from'] });
export type TAdminLogReadAllRequest = z.input<typeof ZAdminLogReadAllRequest>;

export const ZAdminLogReadAll = z.object({ read: z.number(), message: z.string() });
export type TAdminLogReadAll = z.infer<typeof ZAdminLogReadAll>;

export const ZAdminLog = z.object({
  id: z.string(),
  eventType: z.string(),
  eventDetails: z.record(z.string(), z.unknown()),
  /** The subject in Turkish. */
  subject: z.string(),
  /** The details as Turkish label–value lines, users and leagues by name (see shared/admin-log-view). */
  lines: z.array(z.object({ label: z.string(), value: z.string() })),
  /** A one-line summary of the lines for the list. */
  summary: z.string(),
  createdAt: ZTimestamp,
  status: z.enum(NOTIFICATION_STATUSES),
  readAt: ZTimestamp.nullable(),
  deletedAt: ZTimestamp.nullable(),
});
export type TAdminLog = z.infer<typeof ZAdminLog>;

export const ZAdminLogPage = pageOf(ZAdminLog);
export type TAdminLogPage = z.infer<typeof ZAdminLogPage>;
