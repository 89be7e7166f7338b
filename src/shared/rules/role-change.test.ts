import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../domain.js';
import { mayChangeEmailOf, offersRole, roleChangeRefusal, userDeleteRefusal } from './role-change.js';

const base = { actorId: 'a', targetId: 't', superAdminCount: 2 };

describe('roleChangeRefusal', () => {
  it('lets admins set the ordinary roles', () => {
    for (const actorRole of ['Admin', 'Super Admin', 'SuperAdmin'])
      for (const newRole of ['Admin', 'Moderator', 'User', 'Guest', 'Oyuncu'] as const)
        expect(roleChangeRefusal({ ...base, actorRole, targetRole: 'Oyuncu', newRole })).toBeNull();
  });

  it('refuses non-admins anything', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Moderator', 'User', 'Guest', 'Oyuncu'),
        fc.constantFrom(...ROLES),
        fc.constantFrom(...ROLES),
        (actorRole, targetRole, newRole) =>
          roleChangeRefusal({ ...base, actorRole, targetRole, newRole }) === 'forbidden',
      ),
    );
  });

  it("lets only a Super Admin grant or take away 'Super Admin'", () => {
    expect(
      roleChangeRefusal({ ...base, actorRole: 'Admin', targetRole: 'Oyuncu', newRole: 'Super Admin' }),
    ).toBe('onlySuperAdminGrants');
    expect(
      roleChangeRefusal({ ...base, actorRole: 'Admin', targetRole: 'Super Admin', newRole: 'Admin' }),
    ).toBe('onlySuperAdminGrants');
    expect(
      roleChangeRefusal({ ...base, actorRole: 'Admin', targetRole: 'Super Admin', newRole: 'Super Admin' }),
    ).toBeNull();
    expect(
      roleChangeRefusal({ ...base, actorRole: 'Super Admin', targetRole: 'Oyuncu', newRole: 'Super Admin' }),
    ).toBeNull();
    expect(
      roleChangeRefusal({ ...base, actorRole: 'Super Admin', targetRole: 'Super Admin', newRole: 'Admin' }),
    ).toBeNull();
  });

  it('never leaves the portal without a Super Admin', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.integer({ min: 0, max: 1 }), (newRole, count) => {
        const refusal = roleChangeRefusal({
          ...base,
          targetId: 'a',
          actorRole: 'Super Admin',
          targetRole: 'Super Admin',
          newRole,
          superAdminCount: count,
        });
        return newRole === 'Super Admin' ? refusal === null : refusal === 'lastSuperAdmin';
      }),
    );
  });
});

describe('userDeleteRefusal', () => {
  it('refuses deleting yourself, a Super Admin by an Admin, and the last Super Admin', () => {
    expect(userDeleteRefusal({ ...base, targetId: 'a', actorRole: 'Admin', targetRole: 'Admin' })).toBe(
      'self',
    );
    expect(userDeleteRefusal({ ...base, actorRole: 'Admin', targetRole: 'Super Admin' })).toBe(
      'onlySuperAdminDeletes',
    );
    expect(
      userDeleteRefusal({ ...base, actorRole: 'Super Admin', targetRole: 'Super Admin', superAdminCount: 1 }),
    ).toBe('lastSuperAdmin');
    expect(userDeleteRefusal({ ...base, actorRole: 'Super Admin', targetRole: 'Super Admin' })).toBeNull();
    expect(userDeleteRefusal({ ...base, actorRole: 'Admin', targetRole: 'Oyuncu' })).toBeNull();
    expect(userDeleteRefusal({ ...base, actorRole: 'Moderator', targetRole: 'Oyuncu' })).toBe('forbidden');
  });
});

describe('offersRole', () => {
  it('offers an Admin every role but Super Admin, and nothing else for a Super Admin', () => {
    const others = ROLES.filter((r) => r !== 'Super Admin');
    for (const r of others) expect(offersRole('Admin', r), r).toBe(true);
    expect(offersRole('Admin', 'Super Admin')).toBe(false);
    for (const r of others) expect(offersRole('Admin', r, 'Super Admin'), r).toBe(false);
    expect(offersRole('Admin', 'Super Admin', 'Super Admin')).toBe(true);
  });

  it('offers a Super Admin every role, for anyone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.constantFrom(...ROLES), (target, role) =>
        offersRole('Super Admin', role, target),
      ),
    );
  });
});

describe('mayChangeEmailOf', () => {
  const admin = { id: 'a', role: 'Admin' };
  it("lets an Admin change their own address and a player's, not another Admin's or a Super Admin's", () => {
    expect(mayChangeEmailOf(admin, admin)).toBe(true);
    expect(mayChangeEmailOf(admin, { id: 'p', role: 'Oyuncu' })).toBe(true);
    expect(mayChangeEmailOf(admin, { id: 'm', role: 'Moderator' })).toBe(true);
    expect(mayChangeEmailOf(admin, { id: 'b', role: 'Admin' })).toBe(false);
    expect(mayChangeEmailOf(admin, { id: 's', role: 'Super Admin' })).toBe(false);
  });

  it("lets a Super Admin change anyone's, and no one below Admin change any", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.constantFrom(...ROLES), (actorRole, targetRole) => {
        const may = mayChangeEmailOf({ id: 'x', role: actorRole }, { id: 'y', role: targetRole });
        if (actorRole === 'Super Admin') expect(may).toBe(true);
        if (actorRole !== 'Admin' && actorRole !== 'Super Admin') expect(may).toBe(false);
      }),
    );
  });
});
