import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DecidedMatch } from '../../../shared/rules/results.js';
import { addDays, istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';

/**
 * The league's decided matches of the last `days` days (played, or cancelled with a no-show), as
 * the re-challenge rule (maxDaysToRePlay, shared/rules/results) reads them.
 */
export async function loadRecentDefeats(
  db: DbOrTx,
  leagueId: string,
  days: number,
  today: string,
): Promise<DecidedMatch[]> {
  if (days <= 0) return [];
  const decidedAt = sql<Date>`coalesce(${matches.confirmedAt}, ${matches.updatedAt})`;
  const since = addDays(new Date(`${today}T00:00:00Z`), -(days + 1));
  const rows = await db
    .select({
      player1Id: matches.player1Id,
      player2Id: matches.player2Id,
      winnerId: matches.winnerId,
      decidedAt: matches.confirmedAt,
      updatedAt: matches.updatedAt,
    })
    .from(matches)
    .where(
      and(
        eq(matches.leagueId, leagueId),
        inArray(matches.status, ['oynanmış', 'iptal']),
        isNotNull(matches.winnerId),
        gte(decidedAt, since),
      ),
    );
  return rows.map((r) => ({
    winnerId: r.winnerId!,
    loserId: r.winnerId === r.player1Id ? r.player2Id : r.player1Id,
    decidedOn: istanbulToday(r.decidedAt ?? r.updatedAt),
  }));
}
