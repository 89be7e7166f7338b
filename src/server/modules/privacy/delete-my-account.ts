import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { isSuperAdminRole } from '../../../shared/rules/roles.js';
import { proveOwnPassword, stillOwnPassword } from '../../auth/own-password.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { eraseAccount } from '../../domain/erase-account.js';
import { lockSuperAdmins } from '../../domain/super-admins.js';
import { notFound, ruleViolation } from '../../errors.js';

const m = messages.privacy;

/**
 * A player deletes their own account (KVKK: the right to erasure), proven by their password, in one
 * transaction and in the lock order of docs/architecture.md: the Super Admins (the last one may not
 * leave), the user's row, then `eraseAccount` (their ladders, the row outright): off every ladder,
 * pending offers cancelled, personal rows gone, the row kept with its personal fields erased so
 * past matches keep their player as "Silinmiş oyuncu" (ADR 013).
 */
export async function deleteMyAccount(
  db: Db,
  hasher: PasswordHasher,
  userId: string,
  password: string,
  now: Date,
) {
  // The password is checked before any lock is taken: hashing is slow, and locks are not needed to
  // read it. A wrong one counts towards the account's sign-in failures.
  const refusals = { field: 'password', wrong: m.wrongPassword };
  const proved = await proveOwnPassword(db, hasher, userId, password, now, refusals);

  return db.transaction(async (tx) => {
    const superAdmins = await lockSuperAdmins(tx);
    const [me] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
    if (!me || me.deletedAt) throw notFound();
    await stillOwnPassword(tx, userId, proved, refusals);
    if (isSuperAdminRole(me.role) && superAdmins <= 1)
      throw ruleViolation(m.lastSuperAdmin, 'last_super_admin');

    const erased = await eraseAccount(tx, me, 'self', now);
    await writeAdminLog(tx, 'UserDeleted', {
      userId,
      leagues: erased.leagueIds,
      cancelledOffers: erased.cancelledOfferIds,
      note: m.logNoteDeleted,
      by: userId,
    });
    return { leagues: erased.leagueIds.length, cancelledOffers: erased.cancelledOfferIds.length };
  });
}
