import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  type AdminLogNames,
  adminLogEventLabel,
  adminLogLines,
  adminLogRefs,
  adminLogSentence,
  adminLogSummary,
} from '../../../shared/admin-log-view.js';
import {
  ADMIN_LOGS_PAGE_SIZE,
  type AdminLogTab,
  type TAdminLogPage,
} from '../../../shared/contract/admin-logs.js';
import { pageEnvelope } from '../../../shared/contract/common.js';
import type { AdminLogEventType, NotificationStatus } from '../../../shared/domain.js';
import type { DbOrTx } from '../../db/client.js';
import { adminLogs, leagues, users } from '../../db/schema/index.js';

export interface AdminLogFilter {
  /** First and last day shown (Istanbul); either may be absent: no bound on that side. */
  from?: string;
  to?: string;
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

const userName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  u.firstName ? `${u.firstName} ${u.lastName ?? ''}`.trim() : u.email;

/** The names of the users and leagues the rows' details refer to by id (deleted ones are absent). */
async function namesOf(db: DbOrTx, rows: Row[]): Promise<AdminLogNames> {
  const userIds = new Set<string>();
  const leagueIds = new Set<string>();
  for (const row of rows) {
    const refs = adminLogRefs(row.eventType, (row.eventDetails ?? {}) as Record<string, unknown>);
    for (const id of refs.userIds) userIds.add(id);
    for (const id of refs.leagueIds) leagueIds.add(id);
  }
  const uuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);
  const uIds = [...userIds];
  const lIds = [...leagueIds].filter(uuid);
  const us = uIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, uIds))
    : [];
  const ls = lIds.length
    ? await db.select({ id: leagues.id, name: leagues.name }).from(leagues).where(inArray(leagues.id, lIds))
    : [];
  return {
    users: Object.fromEntries(us.map((u) => [u.id, userName(u)])),
    leagues: Object.fromEntries(ls.map((l) => [l.id, l.name])),
  };
}

/** Rows as the inbox shows them: raw details plus their Turkish lines, ids shown by name. */
export async function toAdminLogs(db: DbOrTx, rows: Row[]) {
  const names = await namesOf(db, rows);
  return rows.map((row) => toAdminLog(row, names));
}

function toAdminLog(row: Row, names: AdminLogNames) {
  const details = (row.eventDetails ?? {}) as Record<string, unknown>;
  const lines = adminLogLines(row.eventType, details, names);
  return {
    id: row.id,
    eventType: row.eventType,
    eventDetails: details,
    subject: adminLogEventLabel(row.eventType),
    lines,
    summary: adminLogSummary(lines, adminLogSentence(row.eventType, details, names)),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    readAt: row.readAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** The filter as SQL (a missing date is no bound): the range bounds and the status use the (event_type,) status, created_at indexes. */
export function adminLogWhere(f: Omit<AdminLogFilter, 'page'>): SQL {
  const statuses = TAB_STATUSES[f.tab];
  return and(
    statuses.length === 1 ? eq(adminLogs.status, statuses[0]) : inArray(adminLogs.status, statuses),
    f.from ? gte(adminLogs.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(adminLogs.createdAt, nextDayStart(f.to)) : undefined,
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
  return pageEnvelope(await toAdminLogs(db, rows), f.page, ADMIN_LOGS_PAGE_SIZE, total);
}
