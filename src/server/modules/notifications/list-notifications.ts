import { sql } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../shared/contract/notifications.js';
import { type Db, isoTimestamp, namedStatement } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

type Row = Pick<
  typeof notifications.$inferSelect,
  | 'id'
  | 'subject'
  | 'message'
  | 'status'
  | 'type'
  | 'offerId'
  | 'createdAt'
  | 'readAt'
  | 'targetKind'
  | 'targetId'
>;

export function toNotification(row: Row) {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    type: row.type,
    offerId: row.offerId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    target: row.targetKind && row.targetId ? { kind: row.targetKind, id: row.targetId } : null,
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

/**
 * The page as the JSON text the API sends (`TNotificationPage`), built in SQL: the route sends it
 * as it is, with no parsing and re-serialising of each notification in between. Timestamps leave
 * PostgreSQL in `toISOString` form.
 */
const notificationsPage = namedStatement<{ page: string }, { userId: string; page: number }>(
  'notifications_page',
  sql`
    select json_build_object(
      'items', (
        select coalesce(json_agg(json_build_object(
          'id', p.id, 'subject', p.subject, 'message', p.message, 'status', p.status, 'type', p.type,
          'offerId', p.offer_id, 'createdAt', ${isoTimestamp(sql.raw('p.created_at'))}, 'readAt', ${isoTimestamp(sql.raw('p.read_at'))},
          'target', case when p.target_kind is null then null else json_build_object('kind', p.target_kind, 'id', p.target_id) end
        ) order by p.created_at desc, p.id desc), '[]'::json)
        from (
          select * from notifications
          where user_id = ${userIdParam} and status <> 'deleted'
          order by created_at desc, id desc
          limit ${NOTIFICATIONS_PAGE_SIZE}
          offset (${sql.placeholder('page')}::int - 1) * ${NOTIFICATIONS_PAGE_SIZE}
        ) p
      ),
      'page', ${sql.placeholder('page')}::int,
      'pageSize', ${NOTIFICATIONS_PAGE_SIZE}::int,
      'total', count(*) filter (where n.status <> 'deleted'),
      'totalPages', greatest(1, ceil(count(*) filter (where n.status <> 'deleted') / ${NOTIFICATIONS_PAGE_SIZE}::numeric))::int,
      'unread', count(*) filter (where n.status = 'unread')
    )::text as page
    from ${notifications} n where n.user_id = ${userIdParam}
  `,
);

/**
 * The user's own notifications that are not deleted, newest first, 5 a page, in one statement, as
 * the JSON text of `TNotificationPage`.
 */
export async function listNotificationsJson(db: Db, userId: string, page: number): Promise<string> {
  const [row] = await notificationsPage(db, { userId, page });
  return row.page;
}
