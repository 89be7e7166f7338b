import { and, desc, eq, lt } from 'drizzle-orm';
import type { TDecideResultRequest } from '../../../shared/contract/results.js';
import { ZDecideResultRequest } from '../../../shared/contract/results.js';
import { messages } from '../../../shared/messages.js';
import {
  judgeResult,
  type LadderMove,
  ladderAfterCorrection,
  ladderMoveOf,
} from '../../../shared/rules/results.js';
import { scoreFromSide } from '../../../shared/rules/score.js';
import { type StaffActor, standsAside } from '../../../shared/rules/staff-conflict.js';
import type { Db, Tx } from '../../db/client.js';
import { matches, rankHistory, seasons } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { agreedBeforeReset, type FinalResult, finalizeResult } from '../../domain/finalize-result.js';
import { writeLadder } from '../../domain/ladder.js';
import { settleStaffNotices } from '../../domain/league-staff.js';
import { type LockedMatch, lockMatch } from '../../domain/match-lock.js';
import { type Passed, passedPlayers, tellPassed } from '../../domain/tell-passed.js';
import { tellMatchPlayers } from '../../domain/tell-players.js';
import { forbidden, ruleViolation } from '../../errors.js';

const m = messages.results;

/**
 * Staff (an admin or the league's moderator) enter a result, settle a disputed one, or correct a
 * final one. Entering makes it final at once. A correction that changes the winner moves the ranks:
 * a challenger's win taken back returns the challenger to the rank the ladder history recorded
 * before their win (cause 'correction'); a win given to the challenger moves them up as a result would.
 * A match agreed before the league's last reset moved nobody when it became final, so its
 * correction moves nobody either.
 * A moderator who plays in the match is refused: another moderator or an admin settles it.
 * The result a final match already has changes nothing and tells nobody ('decided').
 * A match its league's closed season archived is refused: a correction would move the current
 * season's ladder by a result of the last one, and the archived final ladder would no longer agree
 * with its results.
 */
export async function decideResult(
  db: Db,
  actor: StaffActor,
  matchId: string,
  body: TDecideResultRequest,
  now: Date,
  baseUrl: string,
): Promise<{ how: 'decided' | 'corrected'; move: LadderMove | null }> {
  const input = ZDecideResultRequest.parse(body);
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId);
    const { match, format } = locked;
    if (match.leagueId !== input.leagueId) throw forbidden(m.wrongLeague);
    if (standsAside(actor, match.player1Id, match.player2Id)) throw forbidden(m.ownMatch);
    if (match.status === 'iptal') throw ruleViolation(m.notFinal, 'cancelled');
    if (match.seasonId) {
      const [season] = await tx
        .select({ name: seasons.name })
        .from(seasons)
        .where(eq(seasons.id, match.seasonId));
      throw ruleViolation(m.seasonClosed(season?.name ?? ''), 'season_closed');
    }
    const verdict = judgeResult(format, input);
    if (!verdict.ok) throw ruleViolation(verdict.message, 'invalid_score');
    const result = {
      outcome: input.outcome,
      sets: verdict.sets,
      score: verdict.text,
      winnerId: verdict.winner === 'p1' ? match.player1Id : match.player2Id,
    };
    if (match.status === 'planlanmış') {
      const move = await finalizeResult(tx, locked, result, 'staff', actor.id, now, baseUrl);
      await settleStaffNotices(tx, match);
      return { how: 'decided', move };
    }
    // The result it already has (the same decision sent twice, or the score a player confirmed
    // meanwhile): nothing to correct, so nobody is told of a change.
    if (
      match.outcome === result.outcome &&
      match.score === result.score &&
      match.winnerId === result.winnerId
    )
      return { how: 'decided', move: null };
    const move = await correct(tx, locked, result, actor.id, now, baseUrl);
    return { how: 'corrected', move };
  });
}

async function correct(
  tx: Tx,
  locked: LockedMatch,
  result: FinalResult,
  actorId: string,
  now: Date,
  baseUrl: string,
): Promise<LadderMove | null> {
  const { match, ladder, player1, player2 } = locked;
  await tx
    .update(matches)
    .set({ ...result, updatedAt: now })
    .where(eq(matches.id, match.id));
  const onLadder = (id: string) => ladder.some((r) => r.userId === id);
  let passed: Passed[] = [];
  // The players in between whom taking a challenger's win back moved up again.
  let passedBack: Passed[] = [];
  // Each of the two players' rank before and after, when the correction moved them.
  const moved = new Map<string, { from: number; to: number }>();
  let move: LadderMove | null = null;
  if (
    match.leagueId &&
    onLadder(match.player1Id) &&
    onLadder(match.player2Id) &&
    !(await agreedBeforeReset(tx, match))
  ) {
    // The challenger's rank before the last move up this match caused (null: it moved nothing).
    const [up] = await tx
      .select({ oldRank: rankHistory.oldRank })
      .from(rankHistory)
      .where(
        and(
          eq(rankHistory.matchId, match.id),
          eq(rankHistory.userId, match.player1Id),
          lt(rankHistory.newRank, rankHistory.oldRank),
        ),
      )
      .orderBy(desc(rankHistory.id))
      .limit(1);
    const after = ladderAfterCorrection(
      ladder,
      match.player1Id,
      match.player2Id,
      match.winnerId,
      result.winnerId,
      up?.oldRank ?? null,
    );
    const changes = await writeLadder(tx, match.leagueId, ladder, after, 'correction', {
      matchId: match.id,
    });
    move = ladderMoveOf(changes, match.player1Id, match.player2Id);
    for (const c of changes)
      if (c.oldRank !== null && c.newRank !== null && c.oldRank !== c.newRank)
        if (c.userId === match.player1Id || c.userId === match.player2Id)
          moved.set(c.userId, { from: c.oldRank, to: c.newRank });
    // A win given to the challenger pushes the players between down one place; a win taken back
    // moves them up again: either way they are told.
    if (result.winnerId === match.player1Id)
      passed = passedPlayers(changes, match.player1Id, match.player2Id);
    else passedBack = passedPlayers(changes, match.player1Id, match.player2Id, 'up');
  }
  const winner = result.winnerId === player1.id ? player1 : player2;
  // Each player reads the score with their own games first.
  const told = [
    {
      p: player1,
      text: messages.inbox.resultCorrected(
        player2.name,
        result.score,
        winner.id === player1.id,
        moved.get(player1.id),
      ),
    },
    {
      p: player2,
      text: messages.inbox.resultCorrected(
        player1.name,
        scoreFromSide(result.score, 'p2') ?? result.score,
        winner.id === player2.id,
        moved.get(player2.id),
      ),
    },
  ];
  await tellMatchPlayers(tx, match.id, m.correctedSubject, told, baseUrl);
  await tellPassed(tx, 'correction', locked.league?.name ?? '', player1, passed, baseUrl);
  await tellPassed(tx, 'correctionBack', locked.league?.name ?? '', player1, passedBack, baseUrl);
  // The entry names the result it replaced, for whoever reads why the ladder moved.
  await writeAdminLog(tx, 'MatchResult', {
    matchId: match.id,
    leagueId: match.leagueId,
    player1: player1.name,
    player2: player2.name,
    score: result.score,
    winner: winner.name,
    previousScore: match.score,
    previousWinner:
      match.winnerId === player1.id ? player1.name : match.winnerId === player2.id ? player2.name : null,
    how: 'correction',
    by: actorId,
  });
  return move;
}
