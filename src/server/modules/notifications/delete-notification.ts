import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { publishChange } from '../../domain/publish-change.js';
import { notFound } from '../../errors.js';

/**
 * Hides one of the user's own notifications (status deleted, with the time, so it can be restored
 * for a short while: restore-notification.ts); the row stays.
 */
export async function deleteNotification(db: Db, userId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ status: 'deleted', deletedAt: now })
      .where(
        and(eq(notifications.id, id), eq(notifications.userId, userId), ne(notifications.status, 'deleted')),
      )
      .returning({ id: notifications.id });
    if (rows.length === 0) throw notFound();
    // The player's other tabs show the new unread count.
    await publishChange(tx, { kind: 'inbox', users: [userId] });
    return { ok: true as const };
  });
}
