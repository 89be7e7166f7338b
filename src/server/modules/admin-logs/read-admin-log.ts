import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminLogs } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { toAdminLogs } from './list-admin-logs.js';

/** Opens an entry: unread becomes read with readAt; read and deleted entries stay as they are. */
export async function readAdminLog(db: Db, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(adminLogs).where(eq(adminLogs.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'unread') return (await toAdminLogs(tx, [row]))[0];
    const [updated] = await tx
      .update(adminLogs)
      .set({ status: 'read', readAt: now })
      .where(eq(adminLogs.id, id))
      .returning();
    return (await toAdminLogs(tx, [updated]))[0];
  });
}
