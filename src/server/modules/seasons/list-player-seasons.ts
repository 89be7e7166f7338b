import { sql } from 'drizzle-orm';
import type { TPlayerSeason } from '../../../shared/contract/seasons.js';
import { type DbOrTx, preparedRows } from '../../db/client.js';

/**
 * The closed seasons whose archive shows a player, the latest first: those whose final ladder they
 * are on (with their final rank), and those they left before the close with a match of theirs
 * archived in it, played or cancelled (`finalRank` null), so a player who left a league mid-season
 * still finds that season's results. A season they were on the ladder of for a while without a
 * match has nothing of theirs to open and is not listed (the 'Karne' still draws their rank there).
 * Names and ranks only, as the archive itself.
 */
export async function listPlayerSeasons(db: DbOrTx, playerId: string): Promise<TPlayerSeason[]> {
  return preparedRows<TPlayerSeason>(
    db,
    sql`select s.id as "seasonId", s.name as "seasonName", s.league_id as "leagueId", l.name as "leagueName",
        s.end_date::text as "endDate", ss.rank as "finalRank", s.player_count as "playerCount"
      from seasons s
      join leagues l on l.id = s.league_id
      left join season_standings ss on ss.season_id = s.id and ss.user_id = ${playerId}
      where ss.user_id is not null
        or exists (select 1 from matches m where m.season_id = s.id
          and (m.player1_id = ${playerId} or m.player2_id = ${playerId}))
      order by s.closed_at desc, s.id`,
  );
}
