import { and, eq } from 'drizzle-orm';
import { isAdminRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueModerators } from '../../db/schema/index.js';
import { forbidden } from '../../errors.js';

/** Admins, or moderators of the league: the staff who decide its applications. */
export async function assertLeagueStaff(db: DbOrTx, user: SessionUser, leagueId: string) {
  if (isAdminRole(user.role)) return;
  const [row] = await db
    .select({ userId: leagueModerators.userId })
    .from(leagueModerators)
    .where(and(eq(leagueModerators.leagueId, leagueId), eq(leagueModerators.userId, user.id)));
  if (!row) throw forbidden();
}
