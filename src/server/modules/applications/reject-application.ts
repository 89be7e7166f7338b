import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { SessionUser } from '../../access.js';
import type { Db } from '../../db/client.js';
import { leagueApplications } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { lockPendingApplication, tellApplicant } from './decide-application.js';

/** Rejects a pending application, logging ApplicationRejected and telling the player. */
export async function rejectApplication(db: Db, user: SessionUser, applicationId: string, now: Date) {
  return db.transaction(async (tx) => {
    const { application, league, applicant } = await lockPendingApplication(tx, user, applicationId);
    await tx
      .update(leagueApplications)
      .set({ status: 'rejected', decidedAt: now, decidedBy: user.id })
      .where(eq(leagueApplications.id, applicationId));
    await writeAdminLog(tx, 'ApplicationRejected', {
      applicationId,
      userId: application.userId,
      name: applicant?.name,
      leagueId: application.leagueId,
      leagueName: league?.name,
      by: user.id,
    });
    await tellApplicant(
      tx,
      { id: applicationId, userId: application.userId },
      applicant,
      messages.applications.rejectedText(league?.name ?? ''),
    );
    return { id: applicationId, status: 'rejected', rank: null };
  });
}
