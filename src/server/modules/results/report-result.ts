import { eq } from 'drizzle-orm';
import type { TResultRequest } from '../../../shared/contract/results.js';
import { ZResultRequest } from '../../../shared/contract/results.js';
import { messages } from '../../../shared/messages.js';
import { autoConfirmAt, isAutoConfirmDue, judgeResult, playedAt } from '../../../shared/rules/results.js';
import { scoreFromSide } from '../../../shared/rules/score.js';
import { formatDateTime } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { lockMatch, sideOf } from '../../domain/match-lock.js';
import { closeMatchRequests } from '../../domain/match-requests.js';
import { matchTargets, notify, settleNotifications } from '../../domain/notify.js';
import { withMatchLink } from '../../domain/tell-players.js';
import { conflict, notFound, ruleViolation } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';

const m = messages.results;

/**
 * Either player reports the result of their planned match. It waits for the other player's answer
 * (confirm or dispute); unanswered, it becomes final after 48 hours. Requests still pending on the
 * match (slots, a postponement, a cancellation) are closed with it, and both players' notices about
 * the match read, but for the new one asking the other player to answer the result.
 */
export async function reportResult(
  db: Db,
  userId: string,
  matchId: string,
  body: TResultRequest,
  now: Date,
  baseUrl: string,
) {
  const input = ZResultRequest.parse(body);
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId);
    const { match, format, player1, player2 } = locked;
    const side = sideOf(match, userId);
    if (!side) throw notFound(m.notYourMatch);
    if (match.status !== 'planlanmış') throw ruleViolation(m.notPlanned, 'not_planned');
    if (match.resultState !== 'none') {
      // The opponent's score, still waiting for this player's answer: told so, to answer it.
      const answerable =
        match.resultState === 'reported' &&
        match.reportedBy !== userId &&
        !(match.reportedAt && isAutoConfirmDue(match.reportedAt, now));
      const text =
        match.reportedBy === userId
          ? m.alreadyReportedByYou
          : answerable
            ? m.alreadyReported
            : m.scoreAlreadyIn;
      throw conflict(text, 'already_reported');
    }
    const verdict = judgeResult(format, input);
    if (!verdict.ok) throw ruleViolation(verdict.message, 'invalid_score');
    await tx
      .update(matches)
      .set({
        outcome: input.outcome,
        sets: verdict.sets,
        score: verdict.text,
        winnerId: verdict.winner === 'p1' ? match.player1Id : match.player2Id,
        resultState: 'reported',
        reportedBy: userId,
        reportedAt: now,
        matchDate: match.matchDate ?? playedAt(match.slotAt, now),
        updatedAt: now,
      })
      .where(eq(matches.id, match.id));
    // A score ends the arranging: a time, a postponement or a cancellation still asked for has no
    // object any more, and nobody is left asked to answer it.
    await closeMatchRequests(tx, match.id, now);
    await settleNotifications(tx, [userId], matchTargets(match));
    const reporter = side === 'p1' ? player1 : player2;
    const other = side === 'p1' ? player2 : player1;
    // The other player reads the score with their own games first.
    const text = messages.inbox.resultReported(
      reporter.name,
      scoreFromSide(verdict.text, side === 'p1' ? 'p2' : 'p1') ?? verdict.text,
      verdict.winner !== side,
      formatDateTime(autoConfirmAt(now)),
    );
    await notify(tx, [
      {
        userId: other.id,
        subject: m.reportSubject,
        message: text,
        type: 'matchResult',
        target: { kind: 'match', id: match.id },
        settles: true,
      },
    ]);
    await enqueueMail(tx, {
      to: [other.email],
      subject: m.reportSubject,
      text: withMatchLink(text, baseUrl, match.id),
      category: 'results',
    });
  });
}
