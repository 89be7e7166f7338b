import { desc, eq } from 'drizzle-orm';
import type { TSeason } from '../../../shared/contract/seasons.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, seasons } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { toSeason } from './season-view.js';

/** A league's closed seasons, the latest first. An unknown league answers 404. */
export async function listSeasons(db: DbOrTx, leagueId: string): Promise<TSeason[]> {
  const [[league], rows] = await Promise.all([
    db.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId)),
    db.select().from(seasons).where(eq(seasons.leagueId, leagueId)).orderBy(desc(seasons.closedAt)),
  ]);
  if (!league) throw notFound();
  return rows.map(toSeason);
}
