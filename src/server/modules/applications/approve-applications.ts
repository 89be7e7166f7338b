import { inArray } from 'drizzle-orm';
import type { TApproveApplicationsResult } from '../../../shared/contract/leagues.js';
import type { SessionUser } from '../../access.js';
import type { Db } from '../../db/client.js';
import { leagueApplications } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { approveApplication } from './approve-application.js';
import { assertLeagueStaff } from './staff.js';

/**
 * Approves several pending applications, one after another in the order given (the dialog's,
 * oldest first), so players join each ladder in the order they applied. The caller must be staff
 * of every league named, or nothing is approved (403). Each approval is the single one, with its
 * own transaction and checks: one refused (decided meanwhile, already on the ladder, gender) is
 * reported with its reason and does not stop the others.
 */
export async function approveApplications(
  db: Db,
  user: SessionUser,
  ids: string[],
  now: Date,
): Promise<TApproveApplicationsResult> {
  const unique = [...new Set(ids)];
  const found = await db
    .selectDistinct({ leagueId: leagueApplications.leagueId })
    .from(leagueApplications)
    .where(inArray(leagueApplications.id, unique));
  for (const { leagueId } of found) await assertLeagueStaff(db, user, leagueId);
  let approved = 0;
  const refused: TApproveApplicationsResult['refused'] = [];
  for (const id of unique) {
    try {
      await approveApplication(db, user, id, now);
      approved++;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      refused.push({ id, message: error.message });
    }
  }
  return { approved, refused };
}
