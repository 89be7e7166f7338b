import { and, eq, exists } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { isAdminRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import type { DbOrTx } from '../../db/client.js';
import { excuses, leagueModerators, leagueParticipants, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';

const m = messages.excuse;

/** An admin, or a moderator of a league the player is on: the staff who look after that player. */
export async function isStaffFor(db: DbOrTx, actor: SessionUser, playerId: string): Promise<boolean> {
  if (isAdminRole(actor.role)) return true;
  const [row] = await db
    .select({ leagueId: leagueModerators.leagueId })
    .from(leagueModerators)
    .where(
      and(
        eq(leagueModerators.userId, actor.id),
        exists(
          db
            .select({ one: leagueParticipants.userId })
            .from(leagueParticipants)
            .where(
              and(
                eq(leagueParticipants.leagueId, leagueModerators.leagueId),
                eq(leagueParticipants.userId, playerId),
              ),
            ),
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The excuse `actor` wants to change, with its player's row locked (the same lock adding an excuse
 * takes, so a change and an addition never interleave). The lock is `FOR NO KEY UPDATE`, as every
 * user row a use case changes things under: the change notifies the player's league mates, whose
 * rows the notifications name, so a lock outright would deadlock two mates changing theirs at once.
 * The player may change their own; staff those of their players; anyone else is refused.
 */
export async function lockExcuseForChange(tx: DbOrTx, actor: SessionUser, excuseId: string) {
  const [found] = await tx.select({ userId: excuses.userId }).from(excuses).where(eq(excuses.id, excuseId));
  if (!found) throw notFound(m.notFound);
  const [owner] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, found.userId))
    .for('no key update');
  const [excuse] = await tx.select().from(excuses).where(eq(excuses.id, excuseId));
  if (!owner || !excuse) throw notFound(m.notFound);
  const byStaff = actor.id !== owner.id;
  if (byStaff && !(await isStaffFor(tx, actor, owner.id))) throw forbidden(m.notYours);
  return { excuse: { ...excuse, excuseType: excuse.excuseType }, owner, byStaff };
}
