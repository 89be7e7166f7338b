import { and, count, eq, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { TStaffOverview } from '../../../shared/contract/overview.js';
import { isAdminRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueApplications, leagueModerators, mailOutbox, matches } from '../../db/schema/index.js';
import { forbidden } from '../../errors.js';

/**
 * The staff home's counts: pending applications, disputed results and planned matches past their
 * play deadline with no result (in every league for an admin, in the leagues they moderate for a
 * moderator), and, for admins only, mails the outbox gave up on. Anyone else is refused.
 * A read only, like the /macm queue it leads to. A moderator's counts leave out their own matches and
 * application, which another moderator or an admin settles (shared/rules/staff-conflict).
 */
export async function readStaffOverview(db: DbOrTx, user: SessionUser, now: Date): Promise<TStaffOverview> {
  const admin = isAdminRole(user.role);
  let inMyLeagues: (column: typeof matches.leagueId | typeof leagueApplications.leagueId) => SQL | undefined =
    () => undefined;
  let notMine: { match?: SQL; application?: SQL } = {};
  if (!admin) {
    const mine = await db
      .select({ leagueId: leagueModerators.leagueId })
      .from(leagueModerators)
      .where(eq(leagueModerators.userId, user.id));
    if (mine.length === 0) throw forbidden();
    const ids = mine.map((r) => r.leagueId);
    inMyLeagues = (column) => inArray(column, ids);
    notMine = {
      match: and(ne(matches.player1Id, user.id), ne(matches.player2Id, user.id)),
      application: ne(leagueApplications.userId, user.id),
    };
  }
  const planned = eq(matches.status, 'planlanmış');
  const [[applications], [disputed], [overdue], failed] = await Promise.all([
    db
      .select({ n: count() })
      .from(leagueApplications)
      .where(
        and(
          eq(leagueApplications.status, 'pending'),
          inMyLeagues(leagueApplications.leagueId),
          notMine.application,
        ),
      ),
    db
      .select({ n: count() })
      .from(matches)
      .where(and(planned, eq(matches.resultState, 'disputed'), inMyLeagues(matches.leagueId), notMine.match)),
    db
      .select({ n: count() })
      .from(matches)
      .where(
        and(
          planned,
          eq(matches.resultState, 'none'),
          lt(matches.dueAt, now),
          inMyLeagues(matches.leagueId),
          notMine.match,
        ),
      ),
    admin
      ? db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'))
      : Promise.resolve(null),
  ]);
  return {
    pendingApplications: applications.n,
    disputedResults: disputed.n,
    overdueMatches: overdue.n,
    failedMails: failed ? failed[0].n : null,
  };
}
