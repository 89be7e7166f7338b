import { categoryOf, type NotificationCategory, screenOf } from '../../shared/rules/notification-prefs.js';
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
}

/**
 * Adds unread notifications, in the caller's transaction (one insert for any number of users),
 * and tells the players' open screens once it commits.
 */
export async function notify(db: DbOrTx, items: NewNotification[]) {
  if (items.length === 0) return;
  await db.insert(notifications).values(items);
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
        message: { title: i.subject, body: i.message, url: screenOf(i.type) },
      })),
      category,
    );
}
