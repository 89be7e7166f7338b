import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { pageEnvelope } from '../../../shared/contract/common.js';
import { APPLICATIONS_PAGE_SIZE, type TApplicationPage } from '../../../shared/contract/leagues.js';
import { isAdminRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueApplications, leagueModerators, leagues, users } from '../../db/schema/index.js';
import { forbidden } from '../../errors.js';

/**
 * One page of league applications, oldest first, with the user's name and the league's name
 * resolved: every league's for admins, their leagues' for moderators. The status filter is
 * case-insensitive.
 */
export async function listApplications(
  db: DbOrTx,
  user: SessionUser,
  status: string | undefined,
  page: number,
): Promise<TApplicationPage> {
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
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(leagueApplications)
    .innerJoin(users, eq(users.id, leagueApplications.userId))
    .innerJoin(leagues, eq(leagues.id, leagueApplications.leagueId))
    .where(and(...where))
    .orderBy(asc(leagueApplications.createdAt), asc(leagueApplications.id))
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset((page - 1) * APPLICATIONS_PAGE_SIZE);
  // Past the last page no row carries the total: count the rows then.
  const total =
    rows[0]?.total ??
    (page > 1
      ? (
          await db
            .select({ n: count() })
            .from(leagueApplications)
            .where(and(...where))
        )[0].n
      : 0);
  return pageEnvelope(
    rows.map(({ total: _, ...r }) => ({
      ...r,
      firstName: r.firstName ?? '',
      lastName: r.lastName ?? '',
      createdAt: r.createdAt.toISOString(),
    })),
    page,
    APPLICATIONS_PAGE_SIZE,
    total,
  );
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
      decidedAt: leagueApplications.decidedAt,
      rejectReason: leagueApplications.rejectReason,
    })
    .from(leagueApplications)
    .innerJoin(leagues, eq(leagues.id, leagueApplications.leagueId))
    .where(eq(leagueApplications.userId, userId))
    .orderBy(sql`${leagueApplications.createdAt} desc`)
    .limit(50);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}
