import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { publishChange } from '../../domain/publish-change.js';
import { notFound } from '../../errors.js';
import { toNotification } from './list-notifications.js';

/**
 * Opens one of the user's own notifications: unread becomes read (readAt set once).
 * Someone else's notification, or a deleted one, is "not found".
 */
export async function readNotification(db: Db, userId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const own = and(
      eq(notifications.id, id),
      eq(notifications.userId, userId),
      ne(notifications.status, 'deleted'),
    );
    const [row] = await tx.select().from(notifications).where(own).for('update');
    if (!row) throw notFound();
    if (row.status === 'read') return toNotification(row);
    const [updated] = await tx
      .update(notifications)
      .set({ status: 'read', readAt: now })
      .where(own)
      .returning();
    // The player's other tabs show the new unread count.
    await publishChange(tx, { kind: 'inbox', users: [userId] });
    return toNotification(updated);
  });
}
