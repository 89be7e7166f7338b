import { desc, eq } from 'drizzle-orm';
import type { TPlayerSeason } from '../../../shared/contract/seasons.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, seasonStandings, seasons } from '../../db/schema/index.js';

/** The closed seasons a player was on the ladder of, with their final rank, the latest first. */
export async function listPlayerSeasons(db: DbOrTx, playerId: string): Promise<TPlayerSeason[]> {
  const rows = await db
    .select({
      seasonId: seasons.id,
      seasonName: seasons.name,
      leagueName: leagues.name,
      endDate: seasons.endDate,
      finalRank: seasonStandings.rank,
      playerCount: seasons.playerCount,
    })
    .from(seasonStandings)
    .innerJoin(seasons, eq(seasons.id, seasonStandings.seasonId))
    .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(eq(seasonStandings.userId, playerId))
    .orderBy(desc(seasons.closedAt));
  return rows;
}
