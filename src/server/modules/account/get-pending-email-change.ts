import { and, desc, gt } from 'drizzle-orm';
import { emailChangeLinksOf } from '../../auth/account-links.js';
import type { DbOrTx } from '../../db/client.js';
import { verifications } from '../../db/schema/index.js';

/**
 * The address the signed-in player asked to move to and when its link stops working, while a link
 * mailed to it can still be used; null otherwise. Asking again ends earlier links, so there is at
 * most one (the latest is taken all the same).
 */
export async function getPendingEmailChange(db: DbOrTx, userId: string, now: Date) {
  const [link] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(and(emailChangeLinksOf(userId), gt(verifications.expiresAt, now)))
    .orderBy(desc(verifications.expiresAt))
    .limit(1);
  if (!link) return { pending: null };
  return {
    pending: {
      email: link.value.slice(link.value.indexOf(' ') + 1),
      expiresAt: link.expiresAt.toISOString(),
    },
  };
}
