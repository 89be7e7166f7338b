import { and, eq, inArray, sql } from 'drizzle-orm';
import { categoryOf, type NotificationCategory, screenOf } from '../../shared/rules/notification-prefs.js';
import { type NotificationTarget, targetPath } from '../../shared/rules/notification-target.js';
import type { DbOrTx } from '../db/client.js';
import { notifications } from '../db/schema/index.js';
import { enqueuePush } from './enqueue-push.js';
import { publishChange } from './publish-change.js';

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
 * the action they asked for is done, whichever screen did it.
 */
export async function settleNotifications(db: DbOrTx, userIds: string[], target: NotificationTarget) {
  const settled = await markTargetRead(db, userIds, target);
  if (settled.length > 0) await publishChange(db, { kind: 'inbox', users: settled.map((r) => r.userId) });
}

async function markTargetRead(db: DbOrTx, userIds: string[], target: NotificationTarget) {
  if (userIds.length === 0) return [];
  return db
    .update(notifications)
    .set({ status: 'read', readAt: sql`now()` })
    .where(
      and(
        eq(notifications.targetId, target.id),
        eq(notifications.targetKind, target.kind),
        eq(notifications.status, 'unread'),
        inArray(notifications.userId, [...new Set(userIds)]),
      ),
    )
    .returning({ userId: notifications.userId });
}

/**
 * Adds unread notifications, in the caller's transaction (one insert for any number of users),
 * and tells the players' open screens once it commits.
 */
export async function notify(db: DbOrTx, items: NewNotification[]) {
  if (items.length === 0) return;
  // One statement per target settled (the players' other tabs hear of it with the new ones below).
  const settling = new Map<string, { target: NotificationTarget; users: string[] }>();
  for (const { settles, target, userId } of items) {
    if (!settles || !target) continue;
    const key = `${target.kind}:${target.id}`;
    settling.set(key, { target, users: [...(settling.get(key)?.users ?? []), userId] });
  }
  for (const { target, users } of settling.values()) await markTargetRead(db, users, target);
  await db.insert(notifications).values(
    items.map(({ target, settles: _settles, ...item }) => ({
      ...item,
      targetKind: target?.kind ?? null,
      targetId: target?.id ?? null,
    })),
  );
  await publishChange(db, { kind: 'inbox', users: items.map((i) => i.userId) });
  // Each notification also goes to the player's devices, if they take its category by push.
  const byCategory = new Map<NotificationCategory, NewNotification[]>();
  for (const item of items) {
    const category = categoryOf(item.type);
    byCategory.set(category, [...(byCategory.get(category) ?? []), item]);
  }
  for (const [category, group] of byCategory)
    await enqueuePush(
      db,
      group.map((i) => ({
        userId: i.userId,
        message: {
          title: i.subject,
          body: i.message,
          url: i.target ? targetPath(i.target) : screenOf(i.type),
        },
      })),
      category,
    );
}
