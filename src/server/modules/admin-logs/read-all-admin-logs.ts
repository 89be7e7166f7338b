import type { AdminLogEventType } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { adminLogs } from '../../db/schema/index.js';
import { adminLogWhere } from './list-admin-logs.js';

/**
 * Marks read every unread entry of the inbox's date range and subject (the entries its 'Okunmamış'
 * tab lists, on every page), with readAt: an inbox filled by routine entries is cleared at once.
 */
export async function readAllAdminLogs(
  db: Db,
  f: { from?: string; to?: string; eventType?: AdminLogEventType },
  now: Date,
) {
  const read = await db.transaction(async (tx) => {
    const rows = await tx
      .update(adminLogs)
      .set({ status: 'read', readAt: now })
      .where(adminLogWhere({ ...f, tab: 'unread' }))
      .returning({ id: adminLogs.id });
    return rows.length;
  });
  return { read, message: messages.adminLogs.markedAll(read) };
}
