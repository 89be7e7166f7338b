import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_ROLE } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { userDeleteRefusal } from '../../../shared/rules/role-change.js';
import { normaliseRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import { type Db, staleRead } from '../../db/client.js';
import { leagueParticipants, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { ladderOf, lockLaddersOf } from '../../domain/ladder.js';
import { cancelPendingOffersOf, takeOffLadder } from '../../domain/ladder-exit.js';
import { notify } from '../../domain/notify.js';
import { lockSuperAdmins } from '../../domain/super-admins.js';
import { forbidden, notFound, ruleViolation } from '../../errors.js';

const m = messages.users;

/**
 * An admin deletes a user, in one transaction: off every ladder they are on (the ranks below close
 * up), their pending offers cancelled (the other player is told), then the user, whose sessions
 * and sign-in account go with them. Nobody deletes themself or the last Super Admin.
 */
export async function deleteUser(db: Db, actor: SessionUser, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const superAdmins = await lockSuperAdmins(tx);
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
    if (!target) throw notFound();
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

    // The lock order of docs/architecture.md: the user's row (no key update, taken above), then
    // their ladders in league id order, and only then the row outright for the deletion: a ladder
    // write holds its league and then names its players in rank_history, which a row locked
    // outright would make it wait for.
    const leagueIds = await lockLaddersOf(tx, id);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    // Locked outright, nobody can put the user on a ladder any more; one who joined another league
    // between the two steps sends the whole deletion round again (db/client.ts).
    const memberships = await tx
      .select({ leagueId: leagueParticipants.leagueId })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.userId, id))
      .orderBy(leagueParticipants.leagueId);
    if (memberships.some((x) => !leagueIds.includes(x.leagueId))) throw staleRead();
    for (const { leagueId } of memberships)
      await takeOffLadder(tx, leagueId, id, await ladderOf(tx, leagueId));

    const cancelled = await cancelPendingOffersOf(tx, id, now);
    const name = target.firstName ? `${target.firstName} ${target.lastName ?? ''}`.trim() : target.email;
    await notify(
      tx,
      cancelled.map((o) => ({
        userId: o.offererId === id ? o.opponentId : o.offererId,
        subject: m.offerCancelledSubject,
        message: m.offerCancelledText(name),
        target: { kind: 'offer', id: o.id },
        settles: true,
      })),
    );

    await tx.delete(users).where(inArray(users.id, [id]));
    await writeAdminLog(tx, 'UserDeleted', {
      userId: id,
      email: target.email,
      name,
      leagues: memberships.map((x) => x.leagueId),
      cancelledOffers: cancelled.map((o) => o.id),
      by: actor.id,
    });
    return { leagues: memberships.length, cancelledOffers: cancelled.length };
  });
}
