import { and, count, eq, gt, sql } from 'drizzle-orm';
import { resetLinksOf } from '../../auth/account-links.js';
import type { Db } from '../../db/client.js';
import { users, verifications } from '../../db/schema/index.js';

/** At most this many reset links are mailed to one account in `RESET_WINDOW_MINUTES`. */
export const RESET_LINKS_PER_WINDOW = 3;
export const RESET_WINDOW_MINUTES = 15;

/**
 * Whether 'Şifremi unuttum' may mail another reset link to `email`: not when the account already
 * has `RESET_LINKS_PER_WINDOW` unused links asked for within the window, so nobody can fill a
 * player's inbox from many network addresses. Using a link ends the others, so the count starts
 * again. The answer to the caller stays the same either way (no account enumeration). Compared on
 * the database's clock, as the links' `created_at` is written with the real time.
 */
export async function mayMailResetLink(db: Db, email: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return true;
  const [recent] = await db
    .select({ n: count() })
    .from(verifications)
    .where(
      and(
        resetLinksOf(user.id),
        gt(verifications.createdAt, sql`now() - make_interval(mins => ${RESET_WINDOW_MINUTES})`),
      ),
    );
  return recent.n < RESET_LINKS_PER_WINDOW;
}
