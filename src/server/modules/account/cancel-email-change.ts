import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';
import { endEmailChangeLinks } from './request-email-change.js';

/**
 * The signed-in player withdraws the e-mail change they asked for: the link mailed to the new
 * address stops working and the account keeps its address. With no link still usable (opened,
 * expired or withdrawn meanwhile) nothing changes and the player is told.
 */
export async function cancelEmailChange(db: Db, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    // The user's row first, as asking for a change does: the two run one after the other.
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!user) throw notFound();
    const ended = await endEmailChangeLinks(tx, userId);
    if (!ended.some((link) => link.expiresAt > now))
      throw conflict(messages.account.noPendingEmailChange, 'no_pending_email_change');
    return { email: user.email };
  });
}
