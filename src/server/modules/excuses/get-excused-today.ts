import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { TExcusedTodayResponse } from '../../../shared/contract/excuses.js';
import { istanbulToday } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { excuses, leagueParticipants } from '../../db/schema/index.js';

/**
 * The players on a league's ladder with an excuse covering today in Istanbul, for its staff (the
 * route checks the staff), in one query. A player has at most one such excuse; should two cover
 * the day, the one lasting longer (an open-ended one longest) is given.
 */
export async function getExcusedToday(db: Db, leagueId: string, now: Date): Promise<TExcusedTodayResponse> {
  const today = istanbulToday(now);
  const rows = await db
    .select({ userId: excuses.userId, excuseType: excuses.excuseType, endDate: excuses.endDate })
    .from(excuses)
    .innerJoin(
      leagueParticipants,
      and(eq(leagueParticipants.userId, excuses.userId), eq(leagueParticipants.leagueId, leagueId)),
    )
    .where(and(lte(excuses.startDate, today), or(isNull(excuses.endDate), gte(excuses.endDate, today))));
  const byPlayer = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = byPlayer.get(row.userId);
    const longer = !seen || (seen.endDate !== null && (row.endDate === null || row.endDate > seen.endDate));
    if (longer) byPlayer.set(row.userId, row);
  }
  return { today, excused: [...byPlayer.values()] };
}
