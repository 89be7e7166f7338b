import { and, eq, gt, inArray, notInArray, or } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { passwordRefusal } from '../../../shared/rules/password.js';
import { emailChangeLinksOf, resetLinksOf } from '../../auth/account-links.js';
import type { Auth } from '../../auth/better-auth.js';
import { forgetLoginFailures } from '../../auth/login-throttle.js';
import { resetTokenIdentifiers } from '../../auth/reset-token.js';
import type { Db } from '../../db/client.js';
import { pushSubscriptions, users, verifications } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

const m = messages.auth;
const invalidToken = () => new AppError(400, 'invalid_token', m.resetInvalidToken);

/**
 * Sets a new password with a mailed reset link. Using one link ends every other link of the user
 * (older and newer alike) before better-auth consumes this one: of two links used at once, at most
 * one can succeed. better-auth then stores the new password and ends the user's sessions; the
 * user's pending e-mail change links end too, and so does push on every device: a reset is how a
 * player takes the account back, and a device someone else signed in on must show none of their
 * notices afterwards (the player turns push on again where they sign in; the profile says it is off).
 * The account's failed sign-ins are forgotten, as a successful sign-in forgets them.
 */
export async function resetPassword(
  db: Db,
  auth: Auth,
  input: { token: string; password: string; headers: Headers },
  now: Date,
): Promise<{ userId: string }> {
  const ids = resetTokenIdentifiers(input.token);
  const [link] = await db
    .select({ userId: verifications.value, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(inArray(verifications.identifier, ids), gt(verifications.expiresAt, new Date())))
    .limit(1);
  if (!link) throw invalidToken();
  // The shared schema knows no e-mail here; the link tells whose password this is.
  const refusal = passwordRefusal(input.password, link.email);
  if (refusal) throw new AppError(400, 'validation', refusal, { password: refusal });

  // Every other reset link of the user ends, and so do pending e-mail changes: one asked for before
  // the reset (perhaps by whoever the new password locks out) would move the account to their
  // address. One statement, before better-auth consumes this link.
  await db
    .delete(verifications)
    .where(
      or(
        and(resetLinksOf(link.userId), notInArray(verifications.identifier, ids)),
        emailChangeLinksOf(link.userId),
      ),
    );
  const res = await auth.api.resetPassword({
    body: { token: input.token, newPassword: input.password },
    headers: input.headers,
    asResponse: true,
  });
  if (!res.ok) throw invalidToken();
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, link.userId));
  // The link proved the mailbox: the account's failed sign-ins are forgotten and any wait they
  // started ends, so someone guessing wrong passwords cannot keep the player out after a reset.
  await forgetLoginFailures(db, link.email, now);
  return { userId: link.userId };
}
