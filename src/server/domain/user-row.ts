import { isNull } from 'drizzle-orm';
import type { TUserRow } from '../../shared/contract/users.js';
import { DEFAULT_ROLE } from '../../shared/domain.js';
import { normaliseRole } from '../../shared/rules/roles.js';
import { users } from '../db/schema/index.js';

/** Accounts not erased (ADR 013): the ones the admin screens list, open, edit and pick. */
export const notErased = () => isNull(users.deletedAt);

/** A users row as the admin screens show it. */
export function toUserRow(u: typeof users.$inferSelect): TUserRow {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    birthdate: u.birthdate,
    gender: u.gender,
    city: u.city,
    role: normaliseRole(u.role) ?? DEFAULT_ROLE,
    profileCompleted: u.profileCompletedAt !== null,
    createdAt: u.createdAt.toISOString(),
  };
}
