import { and, desc, eq, gt, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { verifications } from '../db/schema/index.js';
import { likeEscape } from '../domain/text-search.js';
import { EMAIL_CHANGE_PREFIX } from './email-change-token.js';
import { EMAIL_VERIFY_PREFIX } from './email-verify-token.js';
import { RESET_IDENTIFIER_PREFIX } from './reset-token.js';

/** A user's password reset links: their value is the user id. */
export const resetLinksOf = (userId: string) =>
  and(like(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}%`), eq(verifications.value, userId));

/** A user's e-mail change links: their value is "<user id> <new address>". */
export const emailChangeLinksOf = (userId: string) =>
  and(
    like(verifications.identifier, `${EMAIL_CHANGE_PREFIX}%`),
    like(verifications.value, `${likeEscape(userId)} %`),
  );

/** A user's e-mail verification links: their value is the user id. */
const verifyLinksOf = (userId: string) =>
  and(like(verifications.identifier, `${EMAIL_VERIFY_PREFIX}%`), eq(verifications.value, userId));

/**
 * Ends, in the caller's transaction, the mailed links that a new password or a new e-mail address
 * makes unsafe: password reset links (mailed to the address the account had, they would set a
 * password past the change) and e-mail change links (asked for before the change, perhaps by
 * whoever it locks out, they would move the account to that person's address). A new address
 * (`addressChanged`) also ends the verification links mailed to the old one, which would otherwise
 * mark the new address verified though nobody opened a link sent to it.
 */
export async function endAccountLinks(tx: DbOrTx, userId: string, o: { addressChanged?: boolean } = {}) {
  await tx
    .delete(verifications)
    .where(
      or(
        resetLinksOf(userId),
        emailChangeLinksOf(userId),
        o.addressChanged ? verifyLinksOf(userId) : undefined,
      ),
    );
}

/** Ends every e-mail change link of the user; answers when each of them was to expire. */
export async function endEmailChangeLinks(tx: DbOrTx, userId: string) {
  return tx
    .delete(verifications)
    .where(emailChangeLinksOf(userId))
    .returning({ expiresAt: verifications.expiresAt });
}

/**
 * The address a user asked to move to and when its link stops working, while a link mailed to it
 * can still be used; null otherwise. Asking again ends earlier links, so there is at most one (the
 * latest is taken all the same).
 */
export async function pendingEmailChange(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ email: string; expiresAt: Date } | null> {
  const [link] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(and(emailChangeLinksOf(userId), gt(verifications.expiresAt, now)))
    .orderBy(desc(verifications.expiresAt))
    .limit(1);
  return link ? { email: link.value.slice(link.value.indexOf(' ') + 1), expiresAt: link.expiresAt } : null;
}
