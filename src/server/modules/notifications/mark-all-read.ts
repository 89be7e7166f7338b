import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { publishChange } from '../../domain/publish-change.js';

/** "Tümünü okundu işaretle": every unread notification of the user becomes read (readAt now). */
export async function markAllRead(db: Db, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ status: 'read', readAt: now })
      .where(and(eq(notifications.userId, userId), eq(notifications.status, 'unread')))
      .returning({ id: notifications.id });
    if (marked.length > 0) await publishChange(tx, { kind: 'inbox', users: [userId] });
    return { marked: marked.length };
  });
}
