import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  ADMIN_LOGS_PAGE_SIZE,
  type AdminLogTab,
  type TAdminLogPage,
} from '../../../shared/contract/admin-logs.js';
import type { AdminLogEventType, NotificationStatus } from '../../../shared/domain.js';
import type { DbOrTx } from '../../db/client.js';
import { adminLogs } from '../../db/schema/index.js';

export interface AdminLogFilter {
  from: string;
  to: string;
  eventType?: AdminLogEventType;
  tab: AdminLogTab;
  page: number;
}

/** Start of an Istanbul calendar day (Türkiye keeps UTC+3 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const TAB_STATUSES: Record<AdminLogTab, NotificationStatus[]> = {
  all: ['unread', 'read'],
  unread: ['unread'],
  read: ['read'],
  deleted: ['deleted'],
};

type Row = typeof adminLogs.$inferSelect;

export function toAdminLog(row: Row) {
  return {
    id: row.id,
    eventType: row.eventType,
    eventDetails: (row.eventDetails ?? {}) as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    status: row.status as NotificationStatus,
    readAt: row.readAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** The filter as SQL: both range bounds and the status use the (event_type,) status, created_at indexes. */
export function adminLogWhere(f: Omit<AdminLogFilter, 'page'>): SQL {
  const statuses = TAB_STATUSES[f.tab];
  return and(
    statuses.length === 1 ? eq(adminLogs.status, statuses[0]) : inArray(adminLogs.status, statuses),
    gte(adminLogs.createdAt, dayStart(f.from)),
    lt(adminLogs.createdAt, nextDayStart(f.to)),
    f.eventType ? eq(adminLogs.eventType, f.eventType) : undefined,
  )!;
}

/** The admin log inbox: filtered on the server, newest first, one page at a time. */
export async function listAdminLogs(db: DbOrTx, f: AdminLogFilter): Promise<TAdminLogPage> {
  const where = adminLogWhere(f);
  const [{ total }] = await db.select({ total: count() }).from(adminLogs).where(where);
  const rows = await db
    .select()
    .from(adminLogs)
    .where(where)
    .orderBy(desc(adminLogs.createdAt))
    .limit(ADMIN_LOGS_PAGE_SIZE)
    .offset((f.page - 1) * ADMIN_LOGS_PAGE_SIZE);
  return {
    items: rows.map(toAdminLog),
    page: f.page,
    pageSize: ADMIN_LOGS_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / ADMIN_LOGS_PAGE_SIZE)),
  };
}
