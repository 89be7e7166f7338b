import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { JOINABLE_LEAGUES_PAGE_SIZE, type TJoinableLeaguePage } from '../../../shared/contract/leagues.js';
import { istanbulToday } from '../../../shared/time.js';
import { type Db, preparedPerDb } from '../../db/client.js';
import { leagueApplications, leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { toLeague } from './league-view.js';

const userId = sql.placeholder('userId');

/**
 * Leagues the player may apply to (spec §5): active, end date not past in Istanbul, the player's
 * gender, not joined and without a pending application to it. A player without a gender (no
 * profile yet) matches no league.
 */
const joinable: SQL = and(
  eq(leagues.isActive, true),
  eq(leagues.gender, sql`(select ${users.gender} from ${users} where ${users.id} = ${userId})`),
  gte(leagues.endDate, sql.placeholder('today')),
  sql`not exists (select 1 from ${leagueParticipants} p where p.league_id = ${leagues.id} and p.user_id = ${userId})`,
  sql`not exists (select 1 from ${leagueApplications} a where a.league_id = ${leagues.id} and a.user_id = ${userId} and lower(a.status) = 'pending')`,
)!;

/** One page with the total, as a prepared statement: it cost PostgreSQL more to plan than to run. */
const joinablePage = preparedPerDb((db) =>
  db
    .select({
      league: leagues,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      // Written out: in a single-table select drizzle leaves an outer column unqualified.
      participantCount:
        sql<number>`(select count(*) from league_participants p where p.league_id = leagues.id)`.mapWith(
          Number,
        ),
    })
    .from(leagues)
    .where(joinable)
    .orderBy(asc(leagues.startDate), asc(leagues.name), asc(leagues.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('joinable_leagues_page'),
);

export async function listJoinableLeagues(
  db: Db,
  user: string,
  now: Date,
  page: number,
): Promise<TJoinableLeaguePage> {
  const params = { userId: user, today: istanbulToday(now) };
  const rows = await joinablePage(db).execute({
    ...params,
    limit: JOINABLE_LEAGUES_PAGE_SIZE,
    offset: (page - 1) * JOINABLE_LEAGUES_PAGE_SIZE,
  });
  // Past the last page no row carries the total: the first row of the first page does.
  const total =
    rows[0]?.total ??
    (page > 1 ? ((await joinablePage(db).execute({ ...params, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  return {
    items: rows.map((r) => ({ ...toLeague(r.league, now), participantCount: r.participantCount })),
    page,
    pageSize: JOINABLE_LEAGUES_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / JOINABLE_LEAGUES_PAGE_SIZE)),
  };
}
