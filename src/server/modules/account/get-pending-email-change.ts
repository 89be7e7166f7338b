import { pendingEmailChange } from '../../auth/account-links.js';
import type { DbOrTx } from '../../db/client.js';

/** The signed-in player's e-mail change waiting for its link to be opened, if any. */
export async function getPendingEmailChange(db: DbOrTx, userId: string, now: Date) {
  const pending = await pendingEmailChange(db, userId, now);
  return { pending: pending && { email: pending.email, expiresAt: pending.expiresAt.toISOString() } };
}
