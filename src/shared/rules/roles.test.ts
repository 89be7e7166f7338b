import { describe, expect, it } from 'vitest';
import { isAdminRole, isSuperAdminRole, normaliseRole } from './roles.js';

describe('roles', () => {
  it('reads SuperAdmin as Super Admin', () => {
    expect(normaliseRole('SuperAdmin')).toBe('Super Admin');
    expect(isSuperAdminRole('SuperAdmin')).toBe(true);
  });

  it('admits only the two admin roles', () => {
    expect(isAdminRole('Admin')).toBe(true);
    expect(isAdminRole('Super Admin')).toBe(true);
    expect(isAdminRole('SuperAdmin')).toBe(true);
    for (const role of ['Moderator', 'User', 'Guest', 'Oyuncu', '', null, undefined]) {
      expect(isAdminRole(role)).toBe(false);
    }
  });
});
