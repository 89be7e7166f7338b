import { and, eq, like } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import {
  EMAIL_VERIFY_LINK_MS,
  EMAIL_VERIFY_PREFIX,
  hashEmailVerifyToken,
  newEmailVerifyToken,
} from '../../auth/email-verify-token.js';
import type { DbOrTx } from '../../db/client.js';
import { verifications } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/outbox.js';

const m = messages.emailVerification;

/** The user's verification links (identifier `verify-email:<hash>`, value the user's id). */
export const verificationLinksOf = (userId: string) =>
  and(like(verifications.identifier, `${EMAIL_VERIFY_PREFIX}%`), eq(verifications.value, userId));

/** Ends every verification link of the user. */
export async function endVerificationLinks(tx: DbOrTx, userId: string) {
  await tx.delete(verifications).where(verificationLinksOf(userId));
}

/**
 * Mails a new verification link to the account's address, in the caller's transaction: a single-use
 * token stored hashed (as password reset and e-mail change links are), valid for seven days. Earlier
 * verification links of the user end. Returns when it was written (for the resend pause).
 */
export async function sendVerificationLink(
  tx: DbOrTx,
  user: { id: string; email: string },
  opts: { baseUrl: string; now: Date },
) {
  await endVerificationLinks(tx, user.id);
  const token = newEmailVerifyToken();
  await tx.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: hashEmailVerifyToken(token),
    value: user.id,
    expiresAt: new Date(opts.now.getTime() + EMAIL_VERIFY_LINK_MS),
    createdAt: opts.now,
    updatedAt: opts.now,
  });
  const link = `${opts.baseUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueMail(tx, {
    to: [user.email],
    subject: m.mailSubject,
    text: m.mailText(link),
    oneTimeLink: true,
  });
}
