import { and, eq, gt } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { hashEmailVerifyToken } from '../../auth/email-verify-token.js';
import type { Db } from '../../db/client.js';
import { users, verifications } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { endVerificationLinks } from './send-verification-link.js';

/**
 * The link mailed at registration is opened: the account's e-mail counts as verified. The link is
 * deleted as it is used (of two uses at once, one wins), with the user's other verification links.
 */
export async function verifyEmail(db: Db, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, hashEmailVerifyToken(token)), gt(verifications.expiresAt, now)))
      .returning({ userId: verifications.value });
    if (!link) throw new AppError(400, 'invalid_token', messages.emailVerification.invalidToken);
    await endVerificationLinks(tx, link.userId);
    const [user] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: now })
      .where(eq(users.id, link.userId))
      .returning({ id: users.id });
    if (!user) throw new AppError(400, 'invalid_token', messages.emailVerification.invalidToken);
    return { userId: user.id };
  });
}
