import { messages } from '../../../shared/messages.js';
import { endEmailChangeLinks } from '../../auth/account-links.js';
import type { Db } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { lockUser } from './locked-user.js';

/**
 * The signed-in player withdraws the e-mail change they asked for: the link mailed to the new
 * address stops working and the account keeps its address. With no link still usable (opened,
 * expired or withdrawn meanwhile) nothing changes and the player is told.
 */
export async function cancelEmailChange(db: Db, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    // The user's row first, as asking for a change does: the two run one after the other.
    const user = await lockUser(tx, userId);
    const ended = await endEmailChangeLinks(tx, userId);
    if (!ended.some((link) => link.expiresAt > now))
      throw conflict(messages.account.noPendingEmailChange, 'no_pending_email_change');
    return { email: user.email };
  });
}
