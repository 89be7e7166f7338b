import { and, eq, ne } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { passwordRefusal } from '../../../shared/rules/password.js';
import { endAccountLinks } from '../../auth/account-links.js';
import { proveOwnPassword, stillOwnPassword } from '../../auth/own-password.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import type { Db } from '../../db/client.js';
import { accounts, pushSubscriptions, sessions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { currentPasswordRefusals } from './current-password.js';
import { lockUser } from './locked-user.js';

const m = messages.account;

/**
 * A signed-in player changes their password: the current one proves it is them, the new one passes
 * the shared password rule (also against their address). Every other session of the user ends, the
 * one the change was made from stays, and push ends on every device but this one (named by
 * `keepPushEndpoint`), as signing out on the other devices ends it there: a device someone else
 * signed in on shows none of the player's notices afterwards. The user's pending reset and e-mail
 * change links end, and a mail tells the user, all in one transaction.
 */
export async function changePassword(
  db: Db,
  hasher: PasswordHasher,
  actor: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string; keepPushEndpoint?: string },
  now: Date,
) {
  const proved = await proveOwnPassword(
    db,
    hasher,
    actor.userId,
    input.currentPassword,
    now,
    currentPasswordRefusals,
  );
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, actor.userId);
    const account = await stillOwnPassword(tx, actor.userId, proved, currentPasswordRefusals);
    const refusal =
      input.newPassword === input.currentPassword
        ? m.samePassword
        : passwordRefusal(input.newPassword, user.email);
    if (refusal) throw new AppError(400, 'validation', refusal, { newPassword: refusal });
    await tx
      .update(accounts)
      .set({ password: await hasher.hash(input.newPassword), updatedAt: now })
      .where(eq(accounts.id, account.accountId));
    await tx.delete(sessions).where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId)));
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, actor.userId),
          input.keepPushEndpoint === undefined
            ? undefined
            : ne(pushSubscriptions.endpoint, input.keepPushEndpoint),
        ),
      );
    // A reset link or an e-mail change link mailed before would undo what the new password protects.
    await endAccountLinks(tx, actor.userId);
    await enqueueMail(tx, {
      to: [user.email],
      subject: 'Raket şifreniz değiştirildi',
      text: `Merhaba,\n\nRaket hesabınızın şifresi değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.\n\nBu değişikliği siz yapmadıysanız giriş sayfasındaki "Şifremi unuttum" bağlantısıyla hemen yeni bir şifre belirleyiniz.\n\nRaket`,
    });
  });
}
