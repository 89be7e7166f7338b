import { eq } from 'drizzle-orm';
import { DEFAULT_ROLE } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { userDeleteRefusal } from '../../../shared/rules/role-change.js';
import { normaliseRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { eraseAccount } from '../../domain/erase-account.js';
import { lockSuperAdmins } from '../../domain/super-admins.js';
import { forbidden, notFound, ruleViolation } from '../../errors.js';

const m = messages.users;

/**
 * An admin deletes a user, in one transaction, as a player deletes their own account
 * (`eraseAccount`): off every ladder they are on (the ranks below close up), their pending offers
 * cancelled (the other player is told and mailed), their sessions, sign-in and personal rows gone,
 * and the row kept with its personal fields erased, so their past matches stay in the other
 * players' records and the season archives as "Silinmiş oyuncu". Nobody deletes themself or the
 * last Super Admin. The admin log keeps the deleted user's name.
 */
export async function deleteUser(db: Db, actor: SessionUser, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const superAdmins = await lockSuperAdmins(tx);
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
    if (!target || target.deletedAt) throw notFound();
    const refusal = userDeleteRefusal({
      actorRole: actor.role,
      actorId: actor.id,
      targetId: id,
      targetRole: normaliseRole(target.role) ?? DEFAULT_ROLE,
      superAdminCount: superAdmins,
    });
    if (refusal === 'self') throw ruleViolation(m.cannotDeleteSelf);
    if (refusal === 'lastSuperAdmin') throw ruleViolation(m.lastSuperAdmin);
    if (refusal === 'onlySuperAdminDeletes') throw forbidden(m.onlySuperAdminDeletes);
    if (refusal) throw forbidden();

    // The admin's record of whom they deleted: the name, never the address.
    const name = target.firstName
      ? `${target.firstName} ${target.lastName ?? ''}`.trim()
      : messages.matches.unnamedPlayer;
    const erased = await eraseAccount(tx, target, { adminId: actor.id }, now);
    await writeAdminLog(tx, 'UserDeleted', {
      userId: id,
      name,
      leagues: erased.leagueIds,
      cancelledOffers: erased.cancelledOfferIds,
      by: actor.id,
    });
    return { leagues: erased.leagueIds.length, cancelledOffers: erased.cancelledOfferIds.length };
  });
}
