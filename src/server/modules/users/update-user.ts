import { and, eq, ne } from 'drizzle-orm';
import type { TUserInput } from '../../../shared/contract/users.js';
import { DEFAULT_ROLE } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { mayChangeEmailOf, roleChangeRefusal } from '../../../shared/rules/role-change.js';
import { isSuperAdminRole, normaliseRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import { endAccountLinks } from '../../auth/account-links.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { laddersNotFitting } from '../../domain/gender-fit.js';
import { lockLaddersOf } from '../../domain/ladder.js';
import { lockSuperAdmins } from '../../domain/super-admins.js';
import { searchTextOf } from '../../domain/text-search.js';
import { conflict, forbidden, notFound, ruleViolation } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';

const m = messages.users;

/**
 * An admin edits a user (spec §5 user edit): names, e-mail, phone, birth date, gender, province and
 * role. A blank phone or birth date keeps the stored one. The search text follows the new names.
 */
export async function updateUser(db: Db, actor: SessionUser, id: string, input: TUserInput, now: Date) {
  return db.transaction(async (tx) => {
    const superAdmins = await lockSuperAdmins(tx);
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
    if (!current || current.deletedAt) throw notFound();
    const currentRole = normaliseRole(current.role) ?? DEFAULT_ROLE;
    // Changing a Super Admin's e-mail would let an Admin take the account over by a reset mail.
    if (isSuperAdminRole(currentRole) && !isSuperAdminRole(actor.role))
      throw forbidden(m.onlySuperAdminEdits);
    const roleChanged = currentRole !== input.role;
    if (roleChanged || isSuperAdminRole(currentRole)) {
      const refusal = roleChangeRefusal({
        actorRole: actor.role,
        actorId: actor.id,
        targetId: id,
        targetRole: currentRole,
        newRole: input.role,
        superAdminCount: superAdmins,
      });
      if (refusal === 'onlySuperAdminGrants') throw forbidden(messages.roles.onlySuperAdminGrants);
      if (refusal === 'lastSuperAdmin') throw ruleViolation(messages.roles.lastSuperAdmin);
      if (refusal) throw forbidden();
    }
    if (current.gender !== input.gender) {
      const unfit = await laddersNotFitting(tx, id, input.gender);
      if (unfit.length > 0) throw ruleViolation(m.genderOnLadder(unfit.join(', ')), 'gender_on_ladder');
    }
    if (input.email !== current.email) {
      // The new address would receive the reset links: another Admin's account stays theirs.
      if (!mayChangeEmailOf(actor, { id, role: currentRole })) throw forbidden(m.onlySuperAdminChangesEmail);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, id)));
      if (taken) throw conflict(m.emailInUse, 'email_in_use');
      // Reset links went to the old address, change links were asked before: none outlives it.
      await endAccountLinks(tx, id, { addressChanged: true });
      // A new e-mail (a key column) locks the user's row outright: their ladders first.
      await lockLaddersOf(tx, id);
    }
    const phone = input.phone ?? current.phone;
    const birthdate = input.birthdate ?? current.birthdate;
    const name = `${input.firstName} ${input.lastName}`;
    const [user] = await tx
      .update(users)
      .set({
        email: input.email,
        name,
        firstName: input.firstName,
        lastName: input.lastName,
        phone,
        birthdate,
        gender: input.gender,
        city: input.city,
        role: input.role,
        searchText: searchTextOf(input.firstName, input.lastName, input.email),
        profileCompletedAt: current.profileCompletedAt ?? (phone && birthdate ? now : null),
        updatedAt: now,
        updatedBy: actor.id,
      })
      .where(eq(users.id, id))
      .returning();
    if (input.email !== current.email) {
      // The user did not ask for it: both addresses are told, the old one so a change they did
      // not want is noticed, the new one so they know which address to sign in with.
      for (const to of [current.email, input.email])
        await enqueueMail(tx, {
          to: [to],
          recipientId: id,
          subject: m.emailChangedByStaffSubject,
          text: m.emailChangedByStaffText(input.email),
        });
    }
    await writeAdminLog(tx, 'UserUpdated', { userId: id, email: input.email, name, by: actor.id });
    if (roleChanged) {
      await writeAdminLog(tx, 'RoleChanged', {
        userId: id,
        email: input.email,
        from: currentRole,
        to: input.role,
        by: actor.id,
      });
    }
    return user;
  });
}
