import { eq, lt, or } from 'drizzle-orm';
import { FAILURE_MEMORY_MS, lockAfterFailures } from '../../shared/rules/login-throttle.js';
import type { Db } from '../db/client.js';
import { loginThrottles } from '../db/schema/index.js';

export type LoginClaim =
  /** The account is waiting: no password is checked until `until`. */
  | { locked: true; until: Date }
  /** The attempt may go ahead; it is counted as a failure already, `lockIfFailed` is the wait it starts if so. */
  | { locked: false; lockIfFailed: Date | null };

/**
 * Counts a sign-in attempt for `email` before its password is checked, so parallel attempts are
 * counted one by one (the row is locked while it is read and written): the tenth failure and each
 * later one start a wait, and a locked account is refused without a look at the password.
 * A successful sign-in then forgets the failures (`forgetLoginFailures`).
 */
export async function claimLoginAttempt(db: Db, email: string, now: Date): Promise<LoginClaim> {
  return db.transaction(async (tx) => {
    await tx.insert(loginThrottles).values({ email, failures: 0, lastAttemptAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.email, email)).for('update');
    if (row.lockedUntil && row.lockedUntil > now) return { locked: true, until: row.lockedUntil };
    const forgotten = now.getTime() - row.lastAttemptAt.getTime() > FAILURE_MEMORY_MS;
    const failures = (forgotten ? 0 : row.failures) + 1;
    const wait = lockAfterFailures(failures);
    const lockedUntil = wait ? new Date(now.getTime() + wait) : null;
    await tx
      .update(loginThrottles)
      .set({ failures, lockedUntil, lastAttemptAt: now })
      .where(eq(loginThrottles.email, email));
    return { locked: false, lockIfFailed: lockedUntil };
  });
}

/** A successful sign-in: the account's failures are forgotten, and so are other addresses' old ones. */
export async function forgetLoginFailures(db: Db, email: string, now: Date) {
  await db
    .delete(loginThrottles)
    .where(
      or(
        eq(loginThrottles.email, email),
        lt(loginThrottles.lastAttemptAt, new Date(now.getTime() - FAILURE_MEMORY_MS - MAX_WAIT_SLACK_MS)),
      ),
    );
}

/** Stale rows are removed only once any wait they hold is surely over. */
const MAX_WAIT_SLACK_MS = 60 * 60_000;
