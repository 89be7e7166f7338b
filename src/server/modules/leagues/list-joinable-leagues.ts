import { and, asc, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import { JOINABLE_LEAGUES_PAGE_SIZE, type TJoinableLeaguePage } from '../../../shared/contract/leagues.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueApplications, leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { toLeague } from './league-view.js';

/**
 * Leagues the player may apply to (spec §5): active, end date not past in Istanbul, the player's
 * gender, not joined and without a pending application to it. One page, with the total, in one
 * query. A player without a gender (no profile yet) matches no league.
 */
export async function listJoinableLeagues(
  db: DbOrTx,
  userId: string,
  now: Date,
  page: number,
): Promise<TJoinableLeaguePage> {
  const joinable: SQL = and(
    eq(leagues.isActive, true),
    eq(leagues.gender, sql`(select ${users.gender} from ${users} where ${users.id} = ${userId})`),
    gte(leagues.endDate, istanbulToday(now)),
    sql`not exists (select 1 from ${leagueParticipants} p where p.league_id = ${leagues.id} and p.user_id = ${userId})`,
    sql`not exists (select 1 from ${leagueApplications} a where a.league_id = ${leagues.id} and a.user_id = ${userId} and lower(a.status) = 'pending')`,
  )!;
  const rows = await db
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
    .limit(JOINABLE_LEAGUES_PAGE_SIZE)
    .offset((page - 1) * JOINABLE_LEAGUES_PAGE_SIZE);
  // Past the last page no row carries the total; only then is it counted on its own.
  const total =
    rows[0]?.total ?? (page > 1 ? (await db.select({ n: count() }).from(leagues).where(joinable))[0].n : 0);
  return {
    items: rows.map((r) => ({ ...toLeague(r.league, now), participantCount: r.participantCount })),
    page,
    pageSize: JOINABLE_LEAGUES_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / JOINABLE_LEAGUES_PAGE_SIZE)),
  };
}
