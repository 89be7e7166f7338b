import { type SQL, sql } from 'drizzle-orm';
import { categoryOf, type NotificationCategory, screenOf } from '../../shared/rules/notification-prefs.js';
import { type NotificationTarget, targetPath } from '../../shared/rules/notification-target.js';
import { type DbOrTx, preparedRows } from '../db/client.js';
import { pushInsertSql } from './enqueue-push.js';
import { CHANGES_CHANNEL, changeNoticesSql } from './publish-change.js';

export interface NewNotification {
  userId: string;
  subject: string;
  message: string;
  type?: string;
  offerId?: string;
  /** What it is about: the web app opens it from the notification, and a push opens its screen. */
  target?: NotificationTarget;
  /**
   * It reports that what earlier notifications asked of this player is settled (the offer answered,
   * cancelled or expired; the result confirmed or disputed): the player's unread notifications
   * about the same target become read before this one is added.
   */
  settles?: boolean;
}

/**
 * Marks read the given players' unread notifications about `target`, in the caller's transaction:
 * the action they asked for is done, whichever screen did it. One statement, which also tells the
 * players' open screens when any was marked.
 */
export async function settleNotifications(db: DbOrTx, userIds: string[], target: NotificationTarget) {
  if (userIds.length === 0) return;
  await run(
    db,
    sql`with settled as (${markTargetReadSql(userIds, target)} returning user_id)
      select pg_notify(${CHANGES_CHANNEL}, json_build_object('kind', 'inbox', 'users', json_agg(distinct user_id))::text)
      from settled having count(*) > 0`,
    userIds.length,
  );
}

function markTargetReadSql(userIds: string[], target: NotificationTarget): SQL {
  return sql`update notifications set status = 'read', read_at = now()
    where target_id = ${target.id}::text and target_kind = ${target.kind}::text and status = 'unread'
      and user_id in (${sql.join(
        [...new Set(userIds)].map((id) => sql`${id}::text`),
        sql`, `,
      )})`;
}

/**
 * Adds unread notifications, in the caller's transaction, and tells the players' open screens once
 * it commits; each also goes to the player's devices, if they take its category by push. One
 * statement for any number of players: what it settles, the notifications, the pushes and the
 * NOTIFY are the CTEs of one query.
 */
export async function notify(db: DbOrTx, items: NewNotification[]) {
  if (items.length === 0) return;
  const writes: SQL[] = [];
  // What earlier notifications asked is settled first (they are marked before these are added).
  const settling = new Map<string, { target: NotificationTarget; users: string[] }>();
  for (const { settles, target, userId } of items) {
    if (!settles || !target) continue;
    const key = `${target.kind}:${target.id}`;
    settling.set(key, { target, users: [...(settling.get(key)?.users ?? []), userId] });
  }
  for (const { target, users } of settling.values()) writes.push(markTargetReadSql(users, target));
  writes.push(sql`insert into notifications (user_id, subject, message, type, offer_id, target_kind, target_id)
    values ${sql.join(
      items.map(
        (i) => sql`(${i.userId}::text, ${i.subject}::text, ${i.message}::text, ${i.type ?? null}::text,
          ${i.offerId ?? null}::uuid, ${i.target?.kind ?? null}::text, ${i.target?.id ?? null}::text)`,
      ),
      sql`, `,
    )}`);
  const byCategory = new Map<NotificationCategory, NewNotification[]>();
  for (const item of items) {
    const category = categoryOf(item.type);
    byCategory.set(category, [...(byCategory.get(category) ?? []), item]);
  }
  for (const [category, group] of byCategory)
    writes.push(
      pushInsertSql(
        group.map((i) => ({
          userId: i.userId,
          message: {
            title: i.subject,
            body: i.message,
            url: i.target ? targetPath(i.target) : screenOf(i.type),
          },
        })),
        category,
      ),
    );
  // Data-modifying CTEs run whether or not the query reads them; the NOTIFY is read, so it runs.
  // Never null: every notification concerns a player.
  const notices = changeNoticesSql({ kind: 'inbox', users: items.map((i) => i.userId) })!;
  await run(
    db,
    sql`with ${sql.join(
      writes.map((w, n) => sql`${sql.raw(`w${n}`)} as (${w})`),
      sql`, `,
    )}, notices as (${notices}) select count(*) from notices`,
    items.length,
  );
}

/**
 * The notices of one write (an offer, an answer, a result) name a few players: those statements
 * have a handful of shapes, prepared once per connection. A notice to a whole league varies with
 * its size and is sent as it is.
 */
async function run(db: DbOrTx, query: SQL, players: number) {
  if (players <= 4) await preparedRows(db, query);
  else await db.execute(query);
}
