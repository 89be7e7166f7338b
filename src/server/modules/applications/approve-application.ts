import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { appendToLadder } from '../../../shared/rules/ladder.js';
import { participantGenderRefusal } from '../../../shared/rules/league.js';
import type { SessionUser } from '../../access.js';
import type { Db } from '../../db/client.js';
import { leagueApplications, leagueParticipants } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { writeLadder } from '../../domain/ladder.js';
import { conflict, ruleViolation } from '../../errors.js';
import { lockPendingApplication, tellApplicant } from './decide-application.js';

/**
 * Approves a pending application (spec §4): the player joins the ladder at rank n + 1 (status
 * added, points 0) in the same transaction; a player already in the league is refused.
 */
export async function approveApplication(db: Db, user: SessionUser, applicationId: string, now: Date) {
  return db.transaction(async (tx) => {
    const {
      application,
      league,
      applicant,
      ladder: before,
    } = await lockPendingApplication(tx, user, applicationId);
    if (before.some((r) => r.userId === application.userId)) {
      throw conflict(messages.participants.duplicateRegistered, 'duplicate_member');
    }
    // The league's gender is checked again, as staff adding a player do: the league's or the
    // player's gender may have changed since the application.
    const refusal = league && participantGenderRefusal(league.gender, applicant?.gender ?? null);
    if (refusal) throw ruleViolation(refusal);
    const after = appendToLadder(before, application.userId);
    const rank = after.find((r) => r.userId === application.userId)!.rank;
    await tx.insert(leagueParticipants).values({
      leagueId: application.leagueId,
      userId: application.userId,
      rank,
      status: 'added',
      points: 0,
      joinDate: now,
    });
    await writeLadder(tx, application.leagueId, before, after, 'approval');
    await tx
      .update(leagueApplications)
      .set({ status: 'confirmed', decidedAt: now, decidedBy: user.id })
      .where(eq(leagueApplications.id, applicationId));
    await writeAdminLog(tx, 'ApplicationApproved', {
      applicationId,
      userId: application.userId,
      name: applicant?.name,
      leagueId: application.leagueId,
      leagueName: league?.name,
      rank,
      by: user.id,
    });
    await tellApplicant(
      tx,
      { id: applicationId, userId: application.userId },
      applicant,
      messages.applications.approvedText(league?.name ?? '', rank),
    );
    return { id: applicationId, status: 'confirmed', rank };
  });
}
