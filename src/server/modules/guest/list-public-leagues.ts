import { and, count, eq, gte } from 'drizzle-orm';
import type { TPublicLeague } from '../../../shared/contract/guest.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, leagues } from '../../db/schema/index.js';

/** Active leagues (the flag set and the end date not past in Istanbul) with their player counts, in one query. */
export async function listPublicLeagues(db: DbOrTx, now: Date, leagueId?: string): Promise<TPublicLeague[]> {
  return db
    .select({
      id: leagues.id,
      name: leagues.name,
      startDate: leagues.startDate,
      endDate: leagues.endDate,
      rules: leagues.rules,
      participantCount: count(leagueParticipants.id),
    })
    .from(leagues)
    .leftJoin(leagueParticipants, eq(leagueParticipants.leagueId, leagues.id))
    .where(
      and(
        eq(leagues.isActive, true),
        gte(leagues.endDate, istanbulToday(now)),
        leagueId ? eq(leagues.id, leagueId) : undefined,
      ),
    )
    .groupBy(leagues.id)
    .orderBy(leagues.name);
}
