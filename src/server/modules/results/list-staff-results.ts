import { and, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { pageInfo } from '../../../shared/contract/common.js';
import {
  STAFF_PENDING_PAGE_SIZE,
  type TResultMatch,
  type TStaffResults,
} from '../../../shared/contract/results.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, matches, rankHistory } from '../../db/schema/index.js';
import { loadResultMatches, played, stillPlanned } from './match-view.js';

const RECENT = 20;

/**
 * What waits for staff in a league (every league for an admin who names none): reported or
 * disputed results and planned matches past their deadline, a page at a time; and the current
 * season's latest final results to correct (a closed season's are archived and stay as they are).
 */
export async function listStaffResults(
  db: DbOrTx,
  staffId: string,
  leagueId: string | undefined,
  now: Date,
  page: number,
): Promise<TStaffResults> {
  // A read only: a report past its 48 hours shows as confirmed; the scheduled job writes it.
  const inLeague = leagueId ? eq(matches.leagueId, leagueId) : undefined;
  const waiting = and(
    inLeague,
    stillPlanned(now),
    or(inArray(matches.resultState, ['reported', 'disputed']), lt(matches.dueAt, now)),
  );
  const [pending, [{ total }], recent] = await Promise.all([
    loadResultMatches(db, waiting, now, STAFF_PENDING_PAGE_SIZE, (page - 1) * STAFF_PENDING_PAGE_SIZE, {
      staffId,
    }),
    db.select({ total: count() }).from(matches).where(waiting),
    loadResultMatches(db, and(inLeague, isNull(matches.seasonId), played(now)), now, RECENT, 0, {
      staffId,
    }),
  ]);
  const [pendingWithLadder, recentWithLadder] = await Promise.all([
    withLadderFacts(db, pending),
    withLadderFacts(db, recent),
  ]);
  return {
    pending: pendingWithLadder,
    pendingPage: pageInfo(page, STAFF_PENDING_PAGE_SIZE, total),
    recent: recentWithLadder,
  };
}

/**
 * Adds to each league match the facts the form needs to say, before saving, where a result staff
 * enter or correct leaves the players: what decideResult reads under its lock (both players' ranks,
 * the ladder's size, whether the result is already final and the challenger's rank before the move
 * up it caused). A match that moves nobody whoever wins (a player off the ladder, or agreed before a
 * reset) gets null.
 */
async function withLadderFacts(db: DbOrTx, list: TResultMatch[]): Promise<TResultMatch[]> {
  const inLeague = list.filter((x) => x.league && !x.agreedBeforeReset);
  if (inLeague.length === 0) return list.map((x) => ({ ...x, ladder: null }));
  const leagueIds = [...new Set(inLeague.map((x) => x.league!.id))];
  const ids = inLeague.map((x) => x.id);
  const playerIds = [...new Set(inLeague.flatMap((x) => [x.player1.id, x.player2.id]))];
  const [rungs, sizes, stored, ups] = await Promise.all([
    db
      .select({
        leagueId: leagueParticipants.leagueId,
        userId: leagueParticipants.userId,
        rank: leagueParticipants.rank,
      })
      .from(leagueParticipants)
      .where(
        and(inArray(leagueParticipants.leagueId, leagueIds), inArray(leagueParticipants.userId, playerIds)),
      ),
    db
      .select({ leagueId: leagueParticipants.leagueId, size: count() })
      .from(leagueParticipants)
      .where(inArray(leagueParticipants.leagueId, leagueIds))
      .groupBy(leagueParticipants.leagueId),
    // The stored status: a report past its 48 hours reads as final but is entered, not corrected.
    db
      .select({ id: matches.id, status: matches.status, winnerId: matches.winnerId })
      .from(matches)
      .where(inArray(matches.id, ids)),
    db
      .select({ matchId: rankHistory.matchId, userId: rankHistory.userId, oldRank: rankHistory.oldRank })
      .from(rankHistory)
      .where(and(inArray(rankHistory.matchId, ids), lt(rankHistory.newRank, rankHistory.oldRank)))
      .orderBy(desc(rankHistory.id)),
  ]);
  return list.map((x) => {
    if (!x.league || x.agreedBeforeReset) return { ...x, ladder: null };
    const ladder = rungs.filter((r) => r.leagueId === x.league!.id);
    const r1 = ladder.find((r) => r.userId === x.player1.id);
    const r2 = ladder.find((r) => r.userId === x.player2.id);
    const row = stored.find((s) => s.id === x.id);
    if (!r1 || !r2 || !row) return { ...x, ladder: null };
    const corrects = row.status === 'oynanmış';
    const up = ups.find((u) => u.matchId === x.id && u.userId === x.player1.id);
    return {
      ...x,
      ladder: {
        player1Rank: r1.rank,
        player2Rank: r2.rank,
        size: sizes.find((z) => z.leagueId === x.league!.id)?.size ?? 0,
        corrects,
        winner: !corrects
          ? null
          : row.winnerId === x.player1.id
            ? 'p1'
            : row.winnerId === x.player2.id
              ? 'p2'
              : null,
        challengerRankBefore: up?.oldRank ?? null,
      },
    };
  });
}
