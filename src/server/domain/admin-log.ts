import type { AdminLogEventType } from '../../shared/domain.js';
import type { DbOrTx } from '../db/client.js';
import { adminLogs } from '../db/schema/index.js';

/** Adds an unread entry to the admins' log inbox, in the caller's transaction. */
export async function writeAdminLog(
  db: DbOrTx,
  eventType: AdminLogEventType,
  eventDetails: Record<string, unknown>,
) {
  await db.insert(adminLogs).values({ eventType, eventDetails });
}
