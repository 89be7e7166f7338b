import { and, eq, gte } from 'drizzle-orm';
import type { TPublicLeague } from '../../../shared/contract/guest.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues } from '../../db/schema/index.js';

/** Active leagues (the flag set and the end date not past in Istanbul) with their player counts. */
export async function listPublicLeagues(db: DbOrTx, now: Date, leagueId?: string): Promise<TPublicLeague[]> {
  return db
    .select({
      id: leagues.id,
      name: leagues.name,
      startDate: leagues.startDate,
      endDate: leagues.endDate,
      rules: leagues.rules,
      participantCount: leagues.participantCount,
    })
    .from(leagues)
    .where(
      and(
        eq(leagues.isActive, true),
        gte(leagues.endDate, istanbulToday(now)),
        leagueId ? eq(leagues.id, leagueId) : undefined,
      ),
    )
    .orderBy(leagues.name);
}
