import { sql } from 'drizzle-orm';
import { JOINABLE_LEAGUES_PAGE_SIZE } from '../../../shared/contract/leagues.js';
import { istanbulToday } from '../../../shared/time.js';
import { type Db, namedStatement } from '../../db/client.js';
import { leagueJson } from './league-view.js';

const userIdParam = sql.placeholder('userId');
const pageParam = sql.placeholder('page');
const size = sql`${JOINABLE_LEAGUES_PAGE_SIZE}::int`;

const joinablePage = namedStatement<{ page: string }, { userId: string; today: string; page: number }>(
  'joinable_leagues_page',
  sql`
    with matching as (
      -- Only the sort keys go through the count and the sort; the rows are read for the page.
      select leagues.id, leagues.start_date, leagues.name
      from leagues
      where leagues.is_active
        and leagues.gender = (select u.gender from users u where u.id = ${userIdParam})
        and leagues.end_date >= ${sql.placeholder('today')}::date
        and not exists (select 1 from league_participants p
          where p.league_id = leagues.id and p.user_id = ${userIdParam})
        and not exists (select 1 from league_applications a
          where a.league_id = leagues.id and a.user_id = ${userIdParam} and lower(a.status) = 'pending')
    ),
    page as (
      select * from matching
      order by start_date, name, id
      limit ${size} offset (${pageParam}::int - 1) * ${size}
    ),
    total as (select count(*)::int as n from matching)
    select json_build_object(
      'items', (
        select coalesce(json_agg(${leagueJson({
          // Every league listed is active and not yet ended: the filter above is that rule.
          activeNow: sql`true`,
          status: sql`case when l.start_date > ${sql.placeholder('today')}::date then 'notStarted' else 'active' end`,
          participantCount: sql`l.participant_count`,
        })} order by page.start_date, page.name, page.id), '[]'::json)
        from page join leagues l on l.id = page.id
      ),
      'page', ${pageParam}::int,
      'pageSize', ${size},
      'total', total.n,
      'totalPages', greatest(1, ceil(total.n / ${size}::numeric))::int
    )::text as page
    from total
  `,
);

/**
 * One page of the leagues the player may apply to (spec §5): active, end date not past in
 * Istanbul, the player's gender, not joined and without a pending application to it. A player
 * without a gender (no profile yet) matches no league. One prepared statement builds the JSON
 * text of `TJoinableLeaguePage`, which the route sends as it is: mapping two dozen columns per
 * league and serialising them again had cost more than the query.
 */
export async function listJoinableLeaguesJson(
  db: Db,
  userId: string,
  now: Date,
  page: number,
): Promise<string> {
  const [row] = await joinablePage(db, { userId, today: istanbulToday(now), page });
  return row.page;
}
