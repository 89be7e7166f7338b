import { and, eq, gt, inArray } from 'drizzle-orm';
import type { TManagedUserPage, TUserPage } from '../../../shared/contract/users.js';
import { DEFAULT_ROLE } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { mayLiftSignInLockOf } from '../../../shared/rules/role-change.js';
import { normaliseRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { loginThrottles, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { conflict, forbidden, notFound } from '../../errors.js';

// The sign-in lock is the `login_throttles` row of the account's address (stored as sign-in
// compares it: folded to lower case, as account addresses are): locked while `locked_until` is ahead.

/** A page of the user table with, for each account locked for sign-in now, when the lock ends. */
export async function withSignInLocks(db: DbOrTx, page: TUserPage, now: Date): Promise<TManagedUserPage> {
  const emails = page.items.map((u) => u.email);
  const locks =
    emails.length === 0
      ? []
      : await db
          .select({ email: loginThrottles.email, until: loginThrottles.lockedUntil })
          .from(loginThrottles)
          .where(and(inArray(loginThrottles.email, emails), gt(loginThrottles.lockedUntil, now)));
  const until = new Map(locks.map((l) => [l.email, l.until?.toISOString() ?? null]));
  return { ...page, items: page.items.map((u) => ({ ...u, signInLockedUntil: until.get(u.email) ?? null })) };
}

/**
 * An admin lifts an account's sign-in lock before it ends by itself: its failed attempts are
 * forgotten (the next wrong password starts the count again), and the admin log says who did it.
 * An account not locked now is left as it is and the admin is told so.
 */
export async function clearSignInLock(db: Db, actor: SessionUser, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id));
    if (!target || target.deletedAt) throw notFound();
    if (!mayLiftSignInLockOf(actor, { id, role: normaliseRole(target.role) ?? DEFAULT_ROLE }))
      throw forbidden(messages.users.onlySuperAdminLiftsLock);
    const [lock] = await tx
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.email, target.email))
      .for('update');
    if (!lock?.lockedUntil || lock.lockedUntil <= now)
      throw conflict(messages.users.signInNotLocked, 'not_locked');
    await tx.delete(loginThrottles).where(eq(loginThrottles.email, target.email));
    await writeAdminLog(tx, 'SignInLockCleared', {
      userId: id,
      lockedUntil: lock.lockedUntil.toISOString(),
      by: actor.id,
    });
  });
}
