import { desc, eq } from 'drizzle-orm';
import type { TSeason } from '../../../shared/contract/seasons.js';
import { isLeagueActiveNow } from '../../../shared/rules/league.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, seasons } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { toSeason } from './season-view.js';

/**
 * A league's closed seasons, the latest first. An unknown league answers 404, and so does, to a
 * visitor who has not signed in (`guestAt`: the time of the request), a league the guest view does
 * not show (inactive or ended).
 */
export async function listSeasons(db: DbOrTx, leagueId: string, guestAt?: Date): Promise<TSeason[]> {
  const [[league], rows] = await Promise.all([
    db
      .select({ isActive: leagues.isActive, endDate: leagues.endDate })
      .from(leagues)
      .where(eq(leagues.id, leagueId)),
    db.select().from(seasons).where(eq(seasons.leagueId, leagueId)).orderBy(desc(seasons.closedAt)),
  ]);
  if (!league || (guestAt && !isLeagueActiveNow(league, istanbulToday(guestAt)))) throw notFound();
  return rows.map(toSeason);
}
