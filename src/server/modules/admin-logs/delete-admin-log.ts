import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminLogs } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { toAdminLogs } from './list-admin-logs.js';

/** Moves an entry to the deleted tab (status deleted, deletedAt set); it is kept. */
export async function deleteAdminLog(db: Db, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(adminLogs).where(eq(adminLogs.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status === 'deleted') return (await toAdminLogs(tx, [row]))[0];
    const [updated] = await tx
      .update(adminLogs)
      .set({ status: 'deleted', deletedAt: now, readAt: row.readAt ?? now })
      .where(eq(adminLogs.id, id))
      .returning();
    return (await toAdminLogs(tx, [updated]))[0];
  });
}
