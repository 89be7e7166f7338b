import { type SQL, sql } from 'drizzle-orm';
import { categoryOf, type NotificationCategory, screenOf } from '../../shared/rules/notification-prefs.js';
import { type NotificationTarget, targetPath } from '../../shared/rules/notification-target.js';
import { type DbOrTx, preparedRows, writesInOne } from '../db/client.js';
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
  /**
   * The reader did this themself (accepted, rejected or cancelled an offer): the notification is
   * kept in their list as a record but arrives read, so no badge or dot says something waits, and
   * it is not pushed to their devices.
   */
  read?: boolean;
  /**
   * The request on a match this notification asks its reader to answer: it stays unread through the
   * reader's other steps in the match (`settleMatchStep`) until that request is answered, withdrawn
   * or closed.
   */
  requestId?: string;
}

/**
 * Marks read the given players' unread notifications about `target`, in the caller's transaction:
 * the action they asked for is done, whichever screen did it. One statement, which also tells the
 * players' open screens when any was marked.
 */
export async function settleNotifications(
  db: DbOrTx,
  userIds: string[],
  target: NotificationTarget | NotificationTarget[],
) {
  if (userIds.length === 0) return;
  await run(
    db,
    sql`with settled as (${markTargetReadSql(userIds, target)} returning user_id)
      select pg_notify(${CHANGES_CHANNEL}, json_build_object('kind', 'inbox', 'users', json_agg(distinct user_id))::text)
      from settled having count(*) > 0`,
    userIds.length,
  );
}

/**
 * What a match's notices are about: the match, and the offer it came from (the offerer's notice
 * that the offer was accepted asks them to arrange the match). A step in the match settles both.
 */
export function matchTargets(match: { id: string; offerId: string | null }): NotificationTarget[] {
  return [
    { kind: 'match', id: match.id },
    ...(match.offerId ? [{ kind: 'offer' as const, id: match.offerId }] : []),
  ];
}

/**
 * A step in arranging a match (a time proposed or picked, a request asked, answered or withdrawn),
 * in its transaction, after the step's own writes: the acting player's notices about the match and
 * its offer become read (they answered what the match asked of them), but for those asking them to
 * answer a request still waiting, which stay unread until it is answered; and either player's
 * notice of a request no longer waiting (answered, withdrawn, replaced by a newer proposal, closed)
 * becomes read, as nothing is left to answer. `closes`: the step closed the match, and every notice
 * of both players about it becomes read. One statement, which also tells the players' open screens.
 */
export async function settleMatchStep(
  db: DbOrTx,
  match: { id: string; offerId: string | null },
  actorId: string,
  players: string[],
  closes = false,
) {
  const targets = matchTargets(match);
  const ids = [...new Set([actorId, ...players])];
  const stillAsks = sql`exists (select 1 from match_requests r where r.id = n.request_id and r.status = 'pending')`;
  const which = closes
    ? sql`true`
    : sql`case when n.request_id is null then n.user_id = ${actorId}::text else not ${stillAsks} end`;
  await run(
    db,
    sql`with settled as (update notifications n set status = 'read', read_at = now()
      where (${sql.join(
        targets.map((t) => sql`(n.target_id = ${t.id}::text and n.target_kind = ${t.kind}::text)`),
        sql` or `,
      )}) and n.status = 'unread'
        and n.user_id in (${sql.join(
          ids.map((id) => sql`${id}::text`),
          sql`, `,
        )})
        and ${which}
      returning n.user_id)
      select pg_notify(${CHANGES_CHANNEL}, json_build_object('kind', 'inbox', 'users', json_agg(distinct user_id))::text)
      from settled having count(*) > 0`,
    ids.length,
  );
}

function markTargetReadSql(userIds: string[], target: NotificationTarget | NotificationTarget[]): SQL {
  const targets = Array.isArray(target) ? target : [target];
  return sql`update notifications set status = 'read', read_at = now()
    where (${sql.join(
      targets.map((t) => sql`(target_id = ${t.id}::text and target_kind = ${t.kind}::text)`),
      sql` or `,
    )}) and status = 'unread'
      and user_id in (${sql.join(
        [...new Set(userIds)].map((id) => sql`${id}::text`),
        sql`, `,
      )})`;
}

/**
 * Adds unread notifications, in the caller's transaction, and tells the players' open screens once
 * it commits; each also goes to the player's devices, if they take its category by push. One
 * statement for any number of players (`noticeWrites`).
 */
export async function notify(db: DbOrTx, items: NewNotification[]) {
  if (items.length === 0) return;
  await run(db, writesInOne(noticeWrites(items), sql`select count(*) from notices`), items.length);
}

/**
 * `notify`'s writes as CTEs, for a write that sends them in its own statement (an offer with its
 * mail and log): what earlier notifications asked that these settle is marked read, then the
 * notifications are added, their pushes queued (`pushInsertSql`) and the NOTIFY for the open
 * screens made. The statement must read `notices` (`select count(*) from notices`) for the NOTIFY
 * to run. Never empty: call it with at least one item.
 */
export function noticeWrites(items: NewNotification[]): Record<string, SQL> {
  const writes: Record<string, SQL> = {};
  const settling = new Map<string, { target: NotificationTarget; users: string[] }>();
  for (const { settles, target, userId } of items) {
    if (!settles || !target) continue;
    const key = `${target.kind}:${target.id}`;
    settling.set(key, { target, users: [...(settling.get(key)?.users ?? []), userId] });
  }
  // The update sees the table as it was before the statement: the new rows stay unread.
  for (const [n, { target, users }] of [...settling.values()].entries())
    writes[`settled_${n}`] = markTargetReadSql(users, target);
  // An erased account (a match of theirs still planned, its opponent writing about it) gets none:
  // nobody reads it, and erasure removed their notifications.
  writes.notified = sql`insert into notifications (user_id, subject, message, type, offer_id, target_kind, target_id, request_id, status, read_at)
    select * from (values ${sql.join(
      items.map(
        (i) => sql`(${i.userId}::text, ${i.subject}::text, ${i.message}::text, ${i.type ?? null}::text,
          ${i.offerId ?? null}::uuid, ${i.target?.kind ?? null}::text, ${i.target?.id ?? null}::text,
          ${i.requestId ?? null}::uuid, ${i.read ? sql`'read', now()` : sql`'unread', null::timestamptz`})`,
      ),
      sql`, `,
    )}) as v (user_id, subject, message, type, offer_id, target_kind, target_id, request_id, status, read_at)
    where not exists (select 1 from users u where u.id = v.user_id and u.deleted_at is not null)`;
  const byCategory = new Map<NotificationCategory, NewNotification[]>();
  for (const item of items) {
    if (item.read) continue;
    const category = categoryOf(item.type);
    byCategory.set(category, [...(byCategory.get(category) ?? []), item]);
  }
  for (const [n, [category, group]] of [...byCategory].entries())
    writes[`pushed_${n}`] = pushInsertSql(
      group.map((i) => ({
        userId: i.userId,
        message: {
          title: i.subject,
          body: i.message,
          url: i.target ? targetPath(i.target, i.type) : screenOf(i.type),
        },
      })),
      category,
    );
  // Never null: every notification concerns a player.
  writes.notices = changeNoticesSql({ kind: 'inbox', users: items.map((i) => i.userId) })!;
  return writes;
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
