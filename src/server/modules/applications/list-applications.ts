import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TApplication } from '../../../shared/contract/leagues.js';
import { isAdminRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueApplications, leagueModerators, leagues, users } from '../../db/schema/index.js';
import { forbidden } from '../../errors.js';

/**
 * League applications with the user's name and the league's name resolved: every league's for
 * admins, their leagues' for moderators. The status filter is case-insensitive.
 */
export async function listApplications(
  db: DbOrTx,
  user: SessionUser,
  status: string | undefined,
): Promise<TApplication[]> {
  const where: SQL[] = [];
  if (status) where.push(sql`lower(${leagueApplications.status}) = ${status.toLowerCase()}`);
  if (!isAdminRole(user.role)) {
    const mine = await db
      .select({ leagueId: leagueModerators.leagueId })
      .from(leagueModerators)
      .where(eq(leagueModerators.userId, user.id));
    if (mine.length === 0) throw forbidden();
    where.push(
      inArray(
        leagueApplications.leagueId,
        mine.map((r) => r.leagueId),
      ),
    );
  }
  const rows = await db
    .select({
      id: leagueApplications.id,
      userId: leagueApplications.userId,
      leagueId: leagueApplications.leagueId,
      firstName: users.firstName,
      lastName: users.lastName,
      leagueName: leagues.name,
      status: leagueApplications.status,
      createdAt: leagueApplications.createdAt,
    })
    .from(leagueApplications)
    .innerJoin(users, eq(users.id, leagueApplications.userId))
    .innerJoin(leagues, eq(leagues.id, leagueApplications.leagueId))
    .where(and(...where))
    .orderBy(asc(leagueApplications.createdAt))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    firstName: r.firstName ?? '',
    lastName: r.lastName ?? '',
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The player's own applications, newest first. */
export async function listMyApplications(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: leagueApplications.id,
      leagueId: leagueApplications.leagueId,
      leagueName: leagues.name,
      status: leagueApplications.status,
      createdAt: leagueApplications.createdAt,
    })
    .from(leagueApplications)
    .innerJoin(leagues, eq(leagues.id, leagueApplications.leagueId))
    .where(eq(leagueApplications.userId, userId))
    .orderBy(sql`${leagueApplications.createdAt} desc`)
    .limit(50);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
