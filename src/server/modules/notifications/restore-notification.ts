import { and, eq, gte, sql } from 'drizzle-orm';
import { NOTIFICATION_RESTORE_SECONDS } from '../../../shared/contract/notifications.js';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { publishChange } from '../../domain/publish-change.js';
import { notFound } from '../../errors.js';
import { toNotification } from './list-notifications.js';

/**
 * "Geri al": brings back one of the user's own notifications deleted in the last
 * NOTIFICATION_RESTORE_SECONDS, as read or unread as it was (read when it has a readAt).
 * Someone else's, one not deleted, or one deleted longer ago is "not found".
 */
export async function restoreNotification(db: Db, userId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const since = new Date(now.getTime() - NOTIFICATION_RESTORE_SECONDS * 1000);
    const [row] = await tx
      .update(notifications)
      .set({
        status: sql`case when ${notifications.readAt} is null then 'unread' else 'read' end`,
        deletedAt: null,
      })
      .where(
        and(
          eq(notifications.id, id),
          eq(notifications.userId, userId),
          eq(notifications.status, 'deleted'),
          gte(notifications.deletedAt, since),
        ),
      )
      .returning();
    if (!row) throw notFound();
    await publishChange(tx, { kind: 'inbox', users: [userId] });
    return toNotification(row);
  });
}
