import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { TUserInput } from '../../../shared/contract/users.js';
import { DEFAULT_ROLE } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { roleChangeRefusal } from '../../../shared/rules/role-change.js';
import type { SessionUser } from '../../access.js';
import type { Db } from '../../db/client.js';
import { accounts, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { lockSuperAdmins } from '../../domain/super-admins.js';
import { searchTextOf } from '../../domain/text-search.js';
import { conflict, forbidden } from '../../errors.js';

const m = messages.users;

/**
 * An admin adds a user: the sign-in account (with an unguessable random password nobody knows)
 * and the profile, in one transaction. The caller then asks better-auth for a reset token, mailed
 * as a welcome whose link lets the new user choose their first password.
 */
export async function createUserAccount(db: Db, actor: SessionUser, input: TUserInput, now: Date) {
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const superAdmins = input.role === 'Super Admin' ? await lockSuperAdmins(tx) : 0;
    const refusal = roleChangeRefusal({
      actorRole: actor.role,
      actorId: actor.id,
      targetId: '',
      targetRole: DEFAULT_ROLE,
      newRole: input.role,
      superAdminCount: superAdmins,
    });
    if (refusal === 'onlySuperAdminGrants') throw forbidden(messages.roles.onlySuperAdminGrants);
    if (refusal) throw forbidden();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (taken) throw conflict(m.emailInUse, 'email_in_use');
    const id = crypto.randomUUID();
    const name = `${input.firstName} ${input.lastName}`;
    const complete = input.phone !== null && input.birthdate !== null;
    const [user] = await tx
      .insert(users)
      .values({
        id,
        email: input.email,
        name,
        role: input.role,
        // An account an admin makes is vouched for by the admin: no verification link (ADR 014).
        emailVerified: true,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        birthdate: input.birthdate,
        gender: input.gender,
        city: input.city,
        profileCompletedAt: complete ? now : null,
        searchText: searchTextOf(input.firstName, input.lastName, input.email),
        createdAt: now,
        updatedAt: now,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returning();
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    await writeAdminLog(tx, 'UserCreated', { userId: id, email: input.email, name, by: actor.id });
    return user;
  });
}
