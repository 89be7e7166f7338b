import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { TJoinableLeague } from '../../../shared/contract/leagues.js';
import { LEAGUE_GENDERS } from '../../../shared/domain.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueApplications, leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { participantCounts, toLeague } from './league-view.js';

/**
 * Leagues the player may apply to (spec §5): active, end date not past in Istanbul, the player's
 * gender, not joined and without a pending application to it.
 */
export async function listJoinableLeagues(db: DbOrTx, userId: string, now: Date): Promise<TJoinableLeague[]> {
  const [user] = await db.select({ gender: users.gender }).from(users).where(eq(users.id, userId));
  const gender = user?.gender;
  if (!gender || !(LEAGUE_GENDERS as readonly string[]).includes(gender)) return [];
  const rows = await db
    .select()
    .from(leagues)
    .where(
      and(
        eq(leagues.isActive, true),
        eq(leagues.gender, gender),
        gte(leagues.endDate, istanbulToday(now)),
        sql`not exists (select 1 from ${leagueParticipants} p where p.league_id = ${leagues.id} and p.user_id = ${userId})`,
        sql`not exists (select 1 from ${leagueApplications} a where a.league_id = ${leagues.id} and a.user_id = ${userId} and lower(a.status) = 'pending')`,
      ),
    )
    .orderBy(asc(leagues.startDate), asc(leagues.name));
  const counts = await participantCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toLeague(r, now), participantCount: counts.get(r.id) ?? 0 }));
}
