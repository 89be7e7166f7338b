import { and, eq, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { joinRefusal } from '../../../shared/rules/league.js';
import { istanbulToday } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { leagueApplications, leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { notFound, pgErrorCode, ruleViolation } from '../../errors.js';

/**
 * A player applies to a league (spec §5): only an active league of their gender whose end date has
 * not passed, that they have not joined, and only while they have no other pending application.
 */
export async function applyToLeague(db: Db, userId: string, leagueId: string, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .select({
          gender: users.gender,
          completed: users.profileCompletedAt,
          name: users.name,
          email: users.email,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      if (!user) throw notFound();
      // The league row shared (after the user's row: the lock order): staff adding the player to
      // this ladder or approving them hold it outright, so the check below sees that first.
      const [league] = await tx.select().from(leagues).where(eq(leagues.id, leagueId)).for('share');
      if (!league) throw notFound(messages.league.notFound);
      const [participant] = await tx
        .select({ id: leagueParticipants.id })
        .from(leagueParticipants)
        .where(and(eq(leagueParticipants.leagueId, leagueId), eq(leagueParticipants.userId, userId)));
      const [pending] = await tx
        .select({ leagueId: leagueApplications.leagueId })
        .from(leagueApplications)
        .where(
          and(eq(leagueApplications.userId, userId), sql`lower(${leagueApplications.status}) = 'pending'`),
        )
        .limit(1);
      const refusal = joinRefusal({
        league,
        userGender: user.completed ? user.gender : null,
        today: istanbulToday(now),
        alreadyParticipant: Boolean(participant),
        pendingApplicationLeagueId: pending?.leagueId ?? null,
        leagueId,
      });
      if (refusal) throw ruleViolation(refusal);
      const [application] = await tx
        .insert(leagueApplications)
        .values({ userId, leagueId, status: 'pending', createdAt: now })
        .returning();
      await writeAdminLog(tx, 'JoinRequest', {
        applicationId: application.id,
        userId,
        name: user.name,
        email: user.email,
        leagueId,
        leagueName: league.name,
      });
      return { id: application.id, status: application.status };
    });
  } catch (error) {
    // Two applications sent at once: the partial unique index keeps one pending.
    if (pgErrorCode(error) === '23505') throw ruleViolation(messages.league.pendingElsewhere);
    throw error;
  }
}
