import { and, count, desc, eq, ne } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE, type TNotificationPage } from '../../../shared/contract/notifications.js';
import type { NotificationStatus } from '../../../shared/domain.js';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

type Row = typeof notifications.$inferSelect;

export function toNotification(row: Row) {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status as NotificationStatus,
    type: row.type,
    offerId: row.offerId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 'unread')));
  return row.n;
}

/** The user's own notifications that are not deleted, newest first, 5 a page. */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  page: number,
): Promise<TNotificationPage> {
  const visible = and(eq(notifications.userId, userId), ne(notifications.status, 'deleted'));
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(visible);
  const totalPages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const rows = await db
    .select()
    .from(notifications)
    .where(visible)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  return {
    items: rows.map(toNotification),
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    total,
    totalPages,
    unread: await countUnread(db, userId),
  };
}
