import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { TLeagueListItem } from '../../../shared/contract/leagues.js';
import { isAdminRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueModerators, leagues, matches, matchOffers } from '../../db/schema/index.js';
import { turkishOrder } from '../../domain/turkish-order.js';
import { forbidden } from '../../errors.js';
import { pendingCounts, toLeague } from './league-view.js';

/** The leagues among `ids` that have a match offer or a match: deleting them is refused (delete-league). */
async function leaguesInUse(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const used = (table: typeof matchOffers | typeof matches) =>
    exists(db.select({ one: sql`1` }).from(table).where(eq(table.leagueId, leagues.id)));
  const rows = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(inArray(leagues.id, ids), or(used(matchOffers), used(matches))));
  return new Set(rows.map((r) => r.id));
}

/** The league settings list: every league for admins, their own leagues for moderators. */
export async function listLeagues(db: DbOrTx, user: SessionUser, now: Date): Promise<TLeagueListItem[]> {
  const admin = isAdminRole(user.role);
  let rows: (typeof leagues.$inferSelect)[];
  if (admin) {
    rows = await db.select().from(leagues).orderBy(turkishOrder(leagues.name));
  } else {
    const mine = await db
      .select({ leagueId: leagueModerators.leagueId })
      .from(leagueModerators)
      .where(eq(leagueModerators.userId, user.id));
    if (mine.length === 0) throw forbidden();
    rows = await db
      .select()
      .from(leagues)
      .where(
        inArray(
          leagues.id,
          mine.map((r) => r.leagueId),
        ),
      )
      .orderBy(turkishOrder(leagues.name));
  }
  const ids = rows.map((r) => r.id);
  const pending = await pendingCounts(db, ids);
  const inUse = await leaguesInUse(db, ids);
  return rows.map((r) => ({
    ...toLeague(r, now),
    participantCount: r.participantCount,
    pendingApplicationCount: pending.get(r.id) ?? 0,
    canEdit: admin,
    inUse: inUse.has(r.id),
  }));
}
