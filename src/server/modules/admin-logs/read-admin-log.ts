import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminLogs } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { toAdminLog } from './list-admin-logs.js';

/** Opens an entry: unread becomes read with readAt; read and deleted entries stay as they are. */
export async function readAdminLog(db: Db, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(adminLogs).where(eq(adminLogs.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'unread') return toAdminLog(row);
    const [updated] = await tx
      .update(adminLogs)
      .set({ status: 'read', readAt: now })
      .where(eq(adminLogs.id, id))
      .returning();
    return toAdminLog(updated);
  });
}
