import { asc, eq } from 'drizzle-orm';
import type { TMyLeague } from '../../../shared/contract/leagues.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, leagues } from '../../db/schema/index.js';
import { toLeague } from './league-view.js';

/** The leagues the player is on, with their rank; active leagues first. */
export async function listMyLeagues(db: DbOrTx, userId: string, now: Date): Promise<TMyLeague[]> {
  const rows = await db
    .select({ league: leagues, rank: leagueParticipants.rank })
    .from(leagueParticipants)
    .innerJoin(leagues, eq(leagues.id, leagueParticipants.leagueId))
    .where(eq(leagueParticipants.userId, userId))
    .orderBy(asc(leagues.startDate));
  return rows
    .map((r) => ({
      ...toLeague(r.league, now),
      rank: r.rank,
      participantCount: r.league.participantCount,
    }))
    .sort((a, b) => Number(b.activeNow) - Number(a.activeNow));
}
