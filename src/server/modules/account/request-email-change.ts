import { and, eq, ne } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { endEmailChangeLinks } from '../../auth/account-links.js';
import {
  EMAIL_CHANGE_LINK_MS,
  hashEmailChangeToken,
  newEmailChangeToken,
} from '../../auth/email-change-token.js';
import { proveOwnPassword, stillOwnPassword } from '../../auth/own-password.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import type { Db } from '../../db/client.js';
import { users, verifications } from '../../db/schema/index.js';
import { AppError, conflict } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { currentPasswordRefusals } from './current-password.js';
import { lockUser } from './locked-user.js';

const m = messages.account;

/** A stored link's value: whose account moves to which address ("<user id> <address>"). */
export const linkValue = (userId: string, email: string) => `${userId} ${email}`;

/**
 * A signed-in player asks to move their account to a new address. The current password proves it
 * is them; a taken address is refused. A single-use link, stored hashed and valid for a day, is
 * mailed to the new address; nothing changes until it is opened. Asking again ends earlier links.
 */
export async function requestEmailChange(
  db: Db,
  hasher: PasswordHasher,
  userId: string,
  input: { currentPassword: string; email: string },
  opts: { baseUrl: string; now: Date },
) {
  const proved = await proveOwnPassword(
    db,
    hasher,
    userId,
    input.currentPassword,
    opts.now,
    currentPasswordRefusals,
  );
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    await stillOwnPassword(tx, userId, proved, currentPasswordRefusals);
    if (input.email === user.email)
      throw new AppError(400, 'validation', m.sameEmail, { email: m.sameEmail });
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(m.emailInUse, 'email_in_use');
    await endEmailChangeLinks(tx, userId);
    const token = newEmailChangeToken();
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: hashEmailChangeToken(token),
      value: linkValue(userId, input.email),
      expiresAt: new Date(opts.now.getTime() + EMAIL_CHANGE_LINK_MS),
      createdAt: opts.now,
      updatedAt: opts.now,
    });
    const link = `${opts.baseUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, {
      to: [input.email],
      recipientId: userId,
      subject: messages.account.emailConfirmSubject,
      text: `Merhaba,\n\nRaket hesabınızın e-posta adresini ${input.email} olarak değiştirmek için bu bağlantıyı açınız (24 saat geçerlidir, bir kez kullanılabilir):\n${link}\n\nBağlantıyı açana kadar hesabınız eski adresinizle (${user.email}) kalır. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayınız.\n\nRaket`,
      oneTimeLink: true,
    });
    return { email: input.email };
  });
}
