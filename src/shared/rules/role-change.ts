import { DEFAULT_ROLE, type Role } from '../domain.js';
import { isAdminRole, isSuperAdminRole } from './roles.js';

export type RoleChangeRefusal = 'forbidden' | 'onlySuperAdminGrants' | 'lastSuperAdmin';

export interface RoleChange {
  /** The role of the person making the change. */
  actorRole: string;
  actorId: string;
  targetId: string;
  targetRole: string;
  newRole: Role;
  /** How many Super Admins the portal has now (the target included, if they are one). */
  superAdminCount: number;
}

/**
 * Who may set whose role: admins change roles; only a Super Admin grants or takes away
 * 'Super Admin'; the portal always keeps at least one Super Admin. Returns why not, or null.
 */
export function roleChangeRefusal(c: RoleChange): RoleChangeRefusal | null {
  if (!isAdminRole(c.actorRole)) return 'forbidden';
  const touchesSuperAdmin = isSuperAdminRole(c.newRole) || isSuperAdminRole(c.targetRole);
  if (touchesSuperAdmin && !isSuperAdminRole(c.actorRole)) {
    if (isSuperAdminRole(c.newRole) && isSuperAdminRole(c.targetRole)) return null; // no change
    return 'onlySuperAdminGrants';
  }
  if (isSuperAdminRole(c.targetRole) && !isSuperAdminRole(c.newRole) && c.superAdminCount <= 1) {
    return 'lastSuperAdmin';
  }
  return null;
}

/**
 * Whether a role list shows `newRole` as a choice to `actorRole` for someone holding `targetRole`
 * (a new user: the default role): not when only a Super Admin could make that change. The server
 * still decides every change with `roleChangeRefusal`, which this reads.
 */
export function offersRole(actorRole: string, newRole: Role, targetRole: string = DEFAULT_ROLE): boolean {
  const refusal = roleChangeRefusal({
    actorRole,
    actorId: '',
    targetId: 'another',
    targetRole,
    newRole,
    superAdminCount: Number.POSITIVE_INFINITY,
  });
  return refusal !== 'onlySuperAdminGrants';
}

/** Whether `actor` may delete `target`: not themself, and a Super Admin only by a Super Admin, never the last. */
export type UserDeleteRefusal = 'forbidden' | 'self' | 'onlySuperAdminDeletes' | 'lastSuperAdmin';

export function userDeleteRefusal(c: Omit<RoleChange, 'newRole'>): UserDeleteRefusal | null {
  if (!isAdminRole(c.actorRole)) return 'forbidden';
  if (c.actorId === c.targetId) return 'self';
  if (isSuperAdminRole(c.targetRole)) {
    if (!isSuperAdminRole(c.actorRole)) return 'onlySuperAdminDeletes';
    if (c.superAdminCount <= 1) return 'lastSuperAdmin';
  }
  return null;
}

/**
 * Whether `actor` may change `target`'s e-mail address from the user table: a new address receives
 * the password reset links, so it hands over the account. A Super Admin may change anyone's; an
 * Admin their own and those of accounts below Admin, not another Admin's or a Super Admin's.
 */
export function mayChangeEmailOf(actor: { id: string; role: string }, target: { id: string; role: string }) {
  if (!isAdminRole(actor.role)) return false;
  if (isSuperAdminRole(actor.role) || actor.id === target.id) return true;
  return !isAdminRole(target.role);
}

/**
 * Whether `actor` may lift `target`'s sign-in lock (set after repeated wrong passwords): the same
 * accounts whose address they may change, since a lift lets whoever is guessing the password go on
 * guessing. An Admin may not lift another Admin's or a Super Admin's lock.
 */
export const mayLiftSignInLockOf = mayChangeEmailOf;
