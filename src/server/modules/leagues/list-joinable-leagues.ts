import { sql } from 'drizzle-orm';
import {
  JOINABLE_LEAGUES_PAGE_SIZE,
  type TJoinableLeague,
  type TJoinableLeaguePage,
} from '../../../shared/contract/leagues.js';
import { istanbulToday } from '../../../shared/time.js';
import { type Db, namedStatement } from '../../db/client.js';
import { leagueJson, withActiveNow } from './league-view.js';

const userIdParam = sql.placeholder('userId');

const joinablePage = namedStatement<
  { total: number; items: Omit<TJoinableLeague, 'activeNow'>[] },
  { userId: string; today: string; limit: number; offset: number }
>(
  'joinable_leagues_page',
  sql`
    select coalesce(max(page.total), 0)::int as total,
      coalesce(json_agg(${leagueJson({ participantCount: sql`l.participant_count` })}
        order by page.start_date, page.name, page.id), '[]'::json) as items
    from (
      -- Only the sort keys go through the count and the sort; the rows are read for the page.
      select leagues.id, leagues.start_date, leagues.name, count(*) over () as total
      from leagues
      where leagues.is_active
        and leagues.gender = (select u.gender from users u where u.id = ${userIdParam})
        and leagues.end_date >= ${sql.placeholder('today')}::date
        and not exists (select 1 from league_participants p
          where p.league_id = leagues.id and p.user_id = ${userIdParam})
        and not exists (select 1 from league_applications a
          where a.league_id = leagues.id and a.user_id = ${userIdParam} and lower(a.status) = 'pending')
      order by leagues.start_date, leagues.name, leagues.id
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
    ) page
    join leagues l on l.id = page.id
  `,
);

/**
 * One page of the leagues the player may apply to (spec §5): active, end date not past in
 * Istanbul, the player's gender, not joined and without a pending application to it. A player
 * without a gender (no profile yet) matches no league. One prepared statement builds the page's
 * JSON with its total: mapping two dozen columns per league row had cost more than the query.
 */
export async function listJoinableLeagues(
  db: Db,
  userId: string,
  now: Date,
  page: number,
): Promise<TJoinableLeaguePage> {
  const today = istanbulToday(now);
  const readPage = async (limit: number, offset: number) =>
    (await joinablePage(db, { userId, today, limit, offset }))[0];
  const found = await readPage(JOINABLE_LEAGUES_PAGE_SIZE, (page - 1) * JOINABLE_LEAGUES_PAGE_SIZE);
  // Past the last page no row carries the total: the first row of the first page does.
  const total = found.items.length > 0 || page === 1 ? found.total : (await readPage(1, 0)).total;
  return {
    items: found.items.map((league) => withActiveNow(league, today)),
    page,
    pageSize: JOINABLE_LEAGUES_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / JOINABLE_LEAGUES_PAGE_SIZE)),
  };
}
