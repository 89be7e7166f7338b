import { eq, sql } from 'drizzle-orm';
import type { TSetScore } from '../../shared/contract/results.js';
import type { MatchOutcome } from '../../shared/domain.js';
import { messages } from '../../shared/messages.js';
import { type LadderMove, ladderAfterResult, ladderMoveOf, playedAt } from '../../shared/rules/results.js';
import { scoreFromSide } from '../../shared/rules/score.js';
import type { Tx } from '../db/client.js';
import { matches } from '../db/schema/index.js';
import { writeAdminLog } from './admin-log.js';
import { writeLadder } from './ladder.js';
import type { LockedMatch } from './match-lock.js';
import { settleNotifications } from './notify.js';
import { type Passed, passedPlayers, tellPassed } from './tell-passed.js';
import { tellMatchPlayers } from './tell-players.js';

const m = messages.results;

export interface FinalResult {
  outcome: MatchOutcome;
  sets: TSetScore[];
  score: string;
  winnerId: string;
}

/** The reported result kept on a match row, as finalizeResult takes it. */
export function storedResult(match: LockedMatch['match']): FinalResult {
  return {
    outcome: match.outcome as FinalResult['outcome'],
    sets: Array.isArray(match.sets) ? (match.sets as TSetScore[]) : [],
    score: match.score ?? '',
    winnerId: match.winnerId!,
  };
}

/**
 * Whether the match was agreed (its offer accepted, or staff entered it) before its league's last
 * season close that reset the ladder. Such a match goes on into the new season and counts there as
 * a result, but the ranks it was agreed from are gone: it moves nobody on the new ladder, however it
 * becomes final, and a correction of it moves nobody either. A close that kept the order changed no
 * rank, so it does not count. Call it after `lockMatch`: a close takes the same ladder lock, so none
 * can come between this read and the result's write.
 */
export async function agreedBeforeReset(tx: Tx, match: LockedMatch['match']): Promise<boolean> {
  const [row] = await tx
    .select({ before: agreedBeforeResetSql })
    .from(matches)
    .where(eq(matches.id, match.id));
  return !!row?.before;
}

/**
 * `agreedBeforeReset` as a column of a read of `matches` (the lists show what a result will do).
 * Written out with its tables named: drizzle leaves a column's table off in a query of one table,
 * where the subquery's own table would then take it.
 */
export const agreedBeforeResetSql = sql<boolean>`exists (
  select 1 from "seasons" s
  where s.league_id = "matches"."league_id" and s.reset_rule = 'alphabetical'
    and s.closed_at >= "matches"."created_at")`;

/**
 * Makes a result final, in the caller's transaction under the ladder lock: the match is played
 * (oynanmış), and a winning challenger (player 1) takes the opponent's rank; both players are told.
 * A match agreed before the league's last reset (`agreedBeforeReset`) moves no rank: the players are
 * told the result as when the ladder does not move, and nobody in between is told of a pass.
 * `how` says who made it final: the opponent's confirmation, the 48-hour clock, or staff.
 */
export async function finalizeResult(
  tx: Tx,
  locked: LockedMatch,
  result: FinalResult,
  how: 'confirmed' | 'auto' | 'staff',
  actorId: string | null,
  now: Date,
  baseUrl: string,
): Promise<LadderMove | null> {
  const { match, ladder, player1, player2 } = locked;
  await tx
    .update(matches)
    .set({
      outcome: result.outcome,
      sets: result.sets,
      score: result.score,
      winnerId: result.winnerId,
      status: 'oynanmış',
      resultState: 'confirmed',
      confirmedAt: now,
      matchDate: match.matchDate ?? playedAt(match.slotAt, match.reportedAt ?? now),
      ...(how === 'staff'
        ? { reportedBy: match.reportedBy ?? actorId, reportedAt: match.reportedAt ?? now }
        : {}),
      updatedAt: now,
    })
    .where(eq(matches.id, match.id));

  let movedTo: number | null = null;
  let droppedTo: number | null = null;
  // The players between the two, each pushed down one place by the challenger's jump.
  let passed: Passed[] = [];
  // What the result did to the ladder (null: it could move nobody), for the answer to staff.
  let move: LadderMove | null = null;
  const onLadder = (id: string) => ladder.some((r) => r.userId === id);
  if (
    match.leagueId &&
    onLadder(match.player1Id) &&
    onLadder(match.player2Id) &&
    !(await agreedBeforeReset(tx, match))
  ) {
    const after = ladderAfterResult(ladder, match.player1Id, match.player2Id, result.winnerId);
    const changes = await writeLadder(tx, match.leagueId, ladder, after, 'match_result', {
      matchId: match.id,
    });
    move = ladderMoveOf(changes, match.player1Id, match.player2Id);
    const up = changes.find((c) => c.userId === match.player1Id);
    if (up?.newRank) movedTo = up.newRank;
    const down = changes.find((c) => c.userId === match.player2Id);
    if (down?.newRank) droppedTo = down.newRank;
    passed = passedPlayers(changes, match.player1Id, match.player2Id);
  }
  const winner = result.winnerId === player1.id ? player1 : player2;
  // Each player reads it with the other by name and their own games first; the challenger (player 1)
  // is the one who can move up.
  const told = [
    {
      p: player1,
      side: 'p1' as const,
      other: player2,
      moved: movedTo ? messages.inbox.youMovedUp(movedTo) : '',
    },
    {
      p: player2,
      side: 'p2' as const,
      other: player1,
      // The one who lost the place is told where they now stand, as a rejected offer tells them.
      moved: movedTo
        ? droppedTo
          ? messages.inbox.opponentMovedUpYouDown(player1.name, movedTo, droppedTo)
          : messages.inbox.opponentMovedUp(player1.name, movedTo)
        : '',
    },
  ].map(({ p, side, other, moved }) => ({
    p,
    text:
      messages.inbox.resultFinal(
        other.name,
        scoreFromSide(result.score, side) ?? result.score,
        winner.id === p.id,
      ) + moved,
  }));
  // The result is settled: what the match's notifications asked (confirm it) is done, and so is
  // the arranging the offer's acceptance asked of the challenger.
  if (match.offerId)
    await settleNotifications(tx, [player1.id, player2.id], { kind: 'offer', id: match.offerId });
  // The player who confirmed has the final result as a record, not as news (as an offer's answer).
  await tellMatchPlayers(tx, match.id, m.resultSubject, told, baseUrl, how === 'confirmed' ? actorId : null);
  if (movedTo) await tellPassed(tx, 'match', locked.league?.name ?? '', player1, passed, baseUrl);
  // `by`: who decided, when staff did (left out of the JSON otherwise).
  await writeAdminLog(tx, 'MatchResult', {
    matchId: match.id,
    leagueId: match.leagueId,
    player1: player1.name,
    player2: player2.name,
    score: result.score,
    winner: winner.name,
    how,
    by: how === 'staff' ? (actorId ?? undefined) : undefined,
  });
  return move;
}
