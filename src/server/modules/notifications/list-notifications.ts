import { sql } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE, type TNotificationPage } from '../../../shared/contract/notifications.js';
import type { NotificationStatus } from '../../../shared/domain.js';
import { type Db, namedStatement } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

type Row = Pick<
  typeof notifications.$inferSelect,
  'id' | 'subject' | 'message' | 'status' | 'type' | 'offerId' | 'createdAt' | 'readAt'
>;
/** A notification as the page's JSON carries it: timestamps as ISO strings. */
type NotificationJson = Omit<Row, 'createdAt' | 'readAt'> & { createdAt: string; readAt: string | null };

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

const userIdParam = sql.placeholder('userId');

const unreadCount = namedStatement<{ n: number }, { userId: string }>(
  'unread_count',
  sql`select count(*)::int as n from ${notifications}
      where ${notifications.userId} = ${userIdParam} and ${notifications.status} = 'unread'`,
);

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await unreadCount(db, { userId });
  return row.n;
}

const notificationsPage = namedStatement<
  { total: number; unread: number; items: NotificationJson[] },
  { userId: string; offset: number }
>(
  'notifications_page',
  sql`
    select
      count(*) filter (where n.status <> 'deleted')::int as total,
      count(*) filter (where n.status = 'unread')::int as unread,
      (
        select coalesce(json_agg(json_build_object(
          'id', p.id, 'subject', p.subject, 'message', p.message, 'status', p.status, 'type', p.type,
          'offerId', p.offer_id, 'createdAt', p.created_at, 'readAt', p.read_at
        ) order by p.created_at desc, p.id desc), '[]'::json)
        from (
          select * from notifications
          where user_id = ${userIdParam} and status <> 'deleted'
          order by created_at desc, id desc
          limit ${NOTIFICATIONS_PAGE_SIZE} offset ${sql.placeholder('offset')}
        ) p
      ) as items
    from ${notifications} n where n.user_id = ${userIdParam}
  `,
);

/** The user's own notifications that are not deleted, newest first, 5 a page, in one statement. */
export async function listNotifications(db: Db, userId: string, page: number): Promise<TNotificationPage> {
  const [row] = await notificationsPage(db, { userId, offset: (page - 1) * NOTIFICATIONS_PAGE_SIZE });
  return {
    items: row.items.map((n) =>
      toNotification({
        ...n,
        createdAt: new Date(n.createdAt),
        readAt: n.readAt ? new Date(n.readAt) : null,
      }),
    ),
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    total: row.total,
    totalPages: Math.max(1, Math.ceil(row.total / NOTIFICATIONS_PAGE_SIZE)),
    unread: row.unread,
  };
}
