import type { Role } from '../domain.js';

/** 'SuperAdmin' (written without a space in one place of the original) is read as 'Super Admin'. */
export function normaliseRole(role: string | null | undefined): Role | null {
  if (!role) return null;
  if (role === 'SuperAdmin') return 'Super Admin';
  return role as Role;
}

export function isAdminRole(role: string | null | undefined): boolean {
  const r = normaliseRole(role);
  return r === 'Admin' || r === 'Super Admin';
}

export function isSuperAdminRole(role: string | null | undefined): boolean {
  return normaliseRole(role) === 'Super Admin';
}
