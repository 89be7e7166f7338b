import { desc, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { users, verifications } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { sendVerificationLink, verificationLinksOf } from './send-verification-link.js';

const m = messages.emailVerification;

/** A new link is mailed at most once in this many seconds per account. */
export const RESEND_PAUSE_SECONDS = 60;

/**
 * The signed-in player asks for a new verification link (the banner's button). Refused when the
 * address is already verified, and within a minute of the last link, so the button cannot flood
 * a mailbox; the user row is locked, so two presses at once send one link.
 */
export async function resendVerification(db: Db, userId: string, opts: { baseUrl: string; now: Date }) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!user) throw notFound();
    if (user.emailVerified) throw conflict(m.alreadyVerified, 'already_verified');
    const [last] = await tx
      .select({ createdAt: verifications.createdAt })
      .from(verifications)
      .where(verificationLinksOf(userId))
      .orderBy(desc(verifications.createdAt))
      .limit(1);
    const waited = last ? (opts.now.getTime() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (waited < RESEND_PAUSE_SECONDS)
      throw new AppError(429, 'resend_too_soon', m.resendTooSoon(Math.ceil(RESEND_PAUSE_SECONDS - waited)));
    await sendVerificationLink(tx, user, opts);
    return { email: user.email };
  });
}
