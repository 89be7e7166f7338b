import { eq } from 'drizzle-orm';
import type { TSetScore } from '../../../shared/contract/results.js';
import type { MatchOutcome } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { ladderAfterResult } from '../../../shared/rules/results.js';
import type { Tx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { writeLadder } from '../../domain/ladder.js';
import type { LockedMatch } from '../../domain/match-lock.js';
import { notify } from '../../domain/notify.js';
import { enqueueMail } from '../../mail/outbox.js';

const m = messages.results;

export interface FinalResult {
  outcome: MatchOutcome;
  sets: TSetScore[];
  score: string;
  winnerId: string;
}

/**
 * Makes a result final, in the caller's transaction under the ladder lock: the match is played
 * (oynanmış), and a winning challenger (player 1) takes the opponent's rank; both players are told.
 * `how` says who made it final: the opponent's confirmation, the 48-hour clock, or staff.
 */
export async function finalizeResult(
  tx: Tx,
  locked: LockedMatch,
  result: FinalResult,
  how: 'confirmed' | 'auto' | 'staff',
  actorId: string | null,
  now: Date,
) {
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
      matchDate: match.matchDate ?? match.reportedAt ?? now,
      ...(how === 'staff'
        ? { reportedBy: match.reportedBy ?? actorId, reportedAt: match.reportedAt ?? now }
        : {}),
      updatedAt: now,
    })
    .where(eq(matches.id, match.id));

  let moved = '';
  const onLadder = (id: string) => ladder.some((r) => r.userId === id);
  if (match.leagueId && onLadder(match.player1Id) && onLadder(match.player2Id)) {
    const after = ladderAfterResult(ladder, match.player1Id, match.player2Id, result.winnerId);
    const changes = await writeLadder(tx, match.leagueId, ladder, after, 'match_result', {
      matchId: match.id,
    });
    const up = changes.find((c) => c.userId === match.player1Id);
    if (up?.newRank) moved = m.movedText(player1.name, up.newRank);
  }
  const winner = result.winnerId === player1.id ? player1 : player2;
  const text = m.resultText(player1.name, player2.name, result.score, winner.name, moved);
  await notify(
    tx,
    [player1, player2].map((p) => ({
      userId: p.id,
      subject: m.resultSubject,
      message: text,
      type: 'matchResult',
    })),
  );
  for (const p of [player1, player2])
    await enqueueMail(tx, { to: [p.email], subject: m.resultSubject, text, category: 'results' });
  await writeAdminLog(tx, 'MatchResult', {
    matchId: match.id,
    leagueId: match.leagueId,
    player1: player1.name,
    player2: player2.name,
    score: result.score,
    winner: winner.name,
    how,
  });
}
