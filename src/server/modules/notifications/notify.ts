import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { publishChange } from '../events/publish-change.js';

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
}
