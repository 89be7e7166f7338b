import { and, eq, gt, ne } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { endAccountLinks } from '../../auth/account-links.js';
import { hashEmailChangeToken } from '../../auth/email-change-token.js';
import type { Db } from '../../db/client.js';
import { users, verifications } from '../../db/schema/index.js';
import { lockLaddersOf } from '../../domain/ladder.js';
import { searchTextOf } from '../../domain/text-search.js';
import { AppError, conflict } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';

const m = messages.account;
const invalidLink = () => new AppError(400, 'invalid_token', m.confirmInvalidToken);

/**
 * The link mailed to the new address is opened: the account moves to that address and the old
 * address is told. The link is deleted as it is used (of two uses at once, one wins), and with it
 * every other e-mail change link and every password reset link of the user (mailed to the old
 * address). An address taken meanwhile is refused.
 */
export async function confirmEmailChange(db: Db, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, hashEmailChangeToken(token)), gt(verifications.expiresAt, now)))
      .returning({ value: verifications.value });
    if (!link) throw invalidLink();
    const at = link.value.indexOf(' ');
    const userId = link.value.slice(0, at);
    const email = link.value.slice(at + 1);
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (at <= 0 || !user) throw invalidLink();
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(m.emailInUse, 'email_in_use');
    // Reset links went to the old address, other change links were asked before: none outlives the change.
    await endAccountLinks(tx, userId, { addressChanged: true });
    // A new e-mail (a key column) locks the user's row outright: their ladders first.
    await lockLaddersOf(tx, userId);
    await tx
      .update(users)
      .set({
        email,
        emailVerified: true,
        searchText: searchTextOf(user.firstName ?? '', user.lastName ?? '', email),
        updatedAt: now,
        updatedBy: userId,
      })
      .where(eq(users.id, userId));
    await enqueueMail(tx, {
      to: [user.email],
      recipientId: userId,
      subject: messages.account.emailChangedSubject,
      text: `Merhaba,\n\nRaket hesabınızın e-posta adresi ${email} olarak değiştirildi. Bundan sonra bu adresle giriş yapacak ve e-postalarımızı bu adreste alacaksınız.\n\nBu değişikliği siz yapmadıysanız lütfen portalın yöneticisine hemen haber veriniz.\n\nRaket`,
    });
    return { userId, email };
  });
}
