import { and, eq } from 'drizzle-orm';
import { DEFAULT_ROLE, type Role } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { roleChangeRefusal } from '../../../shared/rules/role-change.js';
import { normaliseRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { lockSuperAdmins } from '../../domain/super-admins.js';
import { notErased } from '../../domain/user-row.js';
import { forbidden, notFound, ruleViolation } from '../../errors.js';

/**
 * Role management (/rm): an admin sets a user's role. Only a Super Admin grants or takes away
 * 'Super Admin', and the last Super Admin cannot give the role up. Logged as RoleChanged.
 */
export async function changeRole(db: Db, actor: SessionUser, userId: string, role: Role, now: Date) {
  return db.transaction(async (tx) => {
    const superAdmins = await lockSuperAdmins(tx);
    // A deleted account has no role to change (nor may it hold 'Super Admin' for the portal).
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), notErased()))
      .for('no key update');
    if (!target) throw notFound();
    const from = normaliseRole(target.role) ?? DEFAULT_ROLE;
    const refusal = roleChangeRefusal({
      actorRole: actor.role,
      actorId: actor.id,
      targetId: userId,
      targetRole: from,
      newRole: role,
      superAdminCount: superAdmins,
    });
    if (refusal === 'onlySuperAdminGrants') throw forbidden(messages.roles.onlySuperAdminGrants);
    if (refusal === 'lastSuperAdmin') throw ruleViolation(messages.roles.lastSuperAdmin);
    if (refusal) throw forbidden();
    if (from === role) return { id: userId, role };
    await tx.update(users).set({ role, updatedAt: now, updatedBy: actor.id }).where(eq(users.id, userId));
    await writeAdminLog(tx, 'RoleChanged', { userId, email: target.email, from, to: role, by: actor.id });
    return { id: userId, role };
  });
}
