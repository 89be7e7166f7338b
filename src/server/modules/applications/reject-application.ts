import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { SessionUser } from '../../access.js';
import type { Db } from '../../db/client.js';
import { leagueApplications } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { lockPendingApplication, tellApplicant } from './decide-application.js';

/**
 * Rejects a pending application, logging ApplicationRejected and telling the player. `reason`
 * (optional, trimmed, at most 300 characters; '' for none) is kept with the application and quoted
 * to the player in the notification, the mail and /leagues, and in the admin log.
 */
export async function rejectApplication(
  db: Db,
  user: SessionUser,
  applicationId: string,
  now: Date,
  reason = '',
) {
  return db.transaction(async (tx) => {
    const { application, league, applicant } = await lockPendingApplication(tx, user, applicationId);
    await tx
      .update(leagueApplications)
      .set({ status: 'rejected', decidedAt: now, decidedBy: user.id, rejectReason: reason || null })
      .where(eq(leagueApplications.id, applicationId));
    await writeAdminLog(tx, 'ApplicationRejected', {
      applicationId,
      userId: application.userId,
      name: applicant?.name,
      leagueId: application.leagueId,
      leagueName: league?.name,
      rejectReason: reason || undefined,
      by: user.id,
    });
    await tellApplicant(
      tx,
      { id: applicationId, userId: application.userId },
      applicant,
      messages.applications.rejectedText(league?.name ?? '', reason),
    );
    return { id: applicationId, status: 'rejected', rank: null };
  });
}
