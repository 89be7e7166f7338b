import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { SettingsCache } from '../../domain/settings-cache.js';
import { AppError } from '../../errors.js';

/**
 * While the portal asks for e-mail verification, an account that has not opened its link may sign
 * in and look around but not send offers (403, a Turkish reason). Verification never goes back, so
 * no lock is needed.
 */
export async function requireVerifiedSender(db: DbOrTx, settings: SettingsCache, userId: string) {
  const { emailVerification } = await settings.get();
  if (!emailVerification) return;
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (user && !user.verified)
    throw new AppError(403, 'email_unverified', messages.emailVerification.offerRefused);
}
