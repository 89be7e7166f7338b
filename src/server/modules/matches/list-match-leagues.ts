import { eq } from 'drizzle-orm';
import type { TMatchLeagues } from '../../../shared/contract/matches.js';
import { isAdminRole } from '../../../shared/rules/roles.js';
import type { SessionUser } from '../../access.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueModerators, leagues } from '../../db/schema/index.js';
import { turkishOrder } from '../../domain/turkish-order.js';

/**
 * The leagues whose matches `user` manages: every league for an admin, moderated ones otherwise
 * (none for a player: the screen then refuses them, and every match call answers 403).
 */
export async function listMatchLeagues(db: DbOrTx, user: SessionUser): Promise<TMatchLeagues> {
  if (isAdminRole(user.role)) {
    const rows = await db
      .select({ id: leagues.id, name: leagues.name })
      .from(leagues)
      .orderBy(turkishOrder(leagues.name));
    return { canManageAll: true, leagues: rows };
  }
  const rows = await db
    .select({ id: leagues.id, name: leagues.name })
    .from(leagueModerators)
    .innerJoin(leagues, eq(leagues.id, leagueModerators.leagueId))
    .where(eq(leagueModerators.userId, user.id))
    .orderBy(turkishOrder(leagues.name));
  return { canManageAll: false, leagues: rows };
}
