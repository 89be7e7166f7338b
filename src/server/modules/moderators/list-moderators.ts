import { eq } from 'drizzle-orm';
import type { TModerator } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueModerators, leagues, users } from '../../db/schema/index.js';
import { turkishOrder } from '../../domain/turkish-order.js';
import { notFound } from '../../errors.js';

export async function listModerators(db: DbOrTx, leagueId: string): Promise<TModerator[]> {
  const [league] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId));
  if (!league) throw notFound(messages.league.notFound);
  const rows = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(leagueModerators)
    .innerJoin(users, eq(users.id, leagueModerators.userId))
    .where(eq(leagueModerators.leagueId, leagueId))
    .orderBy(turkishOrder(users.firstName), turkishOrder(users.lastName));
  return rows.map((r) => ({ ...r, firstName: r.firstName ?? '', lastName: r.lastName ?? '' }));
}
