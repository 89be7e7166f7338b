import { eq, sql } from 'drizzle-orm';
import { type TAnswerRequest, ZAnswerRequest } from '../../../shared/contract/arrange.js';
import { messages } from '../../../shared/messages.js';
import { postponedDeadline } from '../../../shared/rules/arrange.js';
import { formatDateTime } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { matches, matchRequests } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { closeMatchRequests } from '../../domain/match-requests.js';
import { ruleViolation } from '../../errors.js';
import { postponeProblemMessage } from './ask-match-change.js';
import { lockOpenMatch, pendingRequestFor, tell } from './open-match.js';

const m = messages.arrange;

export type Answer = 'declined' | 'postponed' | 'cancelled';

/**
 * The opponent answers a request. Declined: the requester is told. A postponement accepted moves
 * the play deadline (once); a cancellation accepted closes the match as 'iptal' with no winner, so
 * the ladder does not move and no re-challenge wait starts. Both are written to the admin log.
 * A proposal of slots is declined here too; it is accepted by picking a slot.
 */
export async function answerMatchRequest(
  db: Db,
  userId: string,
  matchId: string,
  requestId: string,
  body: TAnswerRequest,
  now: Date,
  baseUrl: string,
): Promise<{ answer: Answer; dueAt?: Date }> {
  const { accept } = ZAnswerRequest.parse(body);
  return db.transaction(async (tx) => {
    const { match, league, me, opponent, player1, player2 } = await lockOpenMatch(tx, matchId, userId);
    const request = await pendingRequestFor(tx, match.id, requestId, userId);
    const kind = request.kind as 'slots' | 'postpone' | 'cancel';
    if (!accept) {
      await tx
        .update(matchRequests)
        .set({ status: 'declined', decidedAt: now, decidedBy: userId })
        .where(eq(matchRequests.id, request.id));
      await tell(
        tx,
        { match, actorId: me.id, baseUrl },
        [opponent],
        m.declinedSubject,
        m.declinedText(me.name, m.declinedWhat[kind]),
      );
      return { answer: 'declined' as const };
    }
    if (kind === 'slots') throw ruleViolation(m.slotInvalid, 'slot_invalid');
    const done = { status: 'accepted', decidedAt: now, decidedBy: userId } as const;
    if (kind === 'postpone') {
      const maxDays = league?.maxDaysToPlay ?? 5;
      const moved = postponedDeadline(match.dueAt, request.days ?? 0, maxDays, !!match.postponedAt, now);
      if (!moved.ok)
        throw ruleViolation(postponeProblemMessage(moved.problem, maxDays), `postpone_${moved.problem}`);
      await tx.update(matchRequests).set(done).where(eq(matchRequests.id, request.id));
      await tx
        .update(matches)
        .set({
          dueAt: moved.dueAt,
          originalDueAt: match.dueAt,
          postponedAt: now,
          overdueHandledAt: null,
          calendarSequence: sql`${matches.calendarSequence} + 1`,
          updatedAt: now,
        })
        .where(eq(matches.id, match.id));
      await tell(
        tx,
        { match, actorId: me.id, baseUrl },
        [opponent],
        m.postponedSubject,
        m.postponedText(me.name, formatDateTime(moved.dueAt)),
      );
      await writeAdminLog(tx, 'MatchPostponed', {
        matchId: match.id,
        leagueId: match.leagueId,
        player1: player1.name,
        player2: player2.name,
        requestedBy: opponent.name,
        acceptedBy: me.name,
        requestReason: request.reason ?? '',
        previousDueAt: match.dueAt?.toISOString() ?? null,
        dueAt: moved.dueAt.toISOString(),
      });
      return { answer: 'postponed' as const, dueAt: moved.dueAt };
    }
    await tx.update(matchRequests).set(done).where(eq(matchRequests.id, request.id));
    // Whatever else was waiting on this match has no object any more.
    await closeMatchRequests(tx, match.id, now);
    await tx
      .update(matches)
      .set({
        status: 'iptal',
        outcome: 'normal',
        winnerId: null,
        score: null,
        calendarSequence: sql`${matches.calendarSequence} + 1`,
        updatedAt: now,
      })
      .where(eq(matches.id, match.id));
    await tell(
      tx,
      { match, actorId: me.id, closes: true, baseUrl },
      [player1, player2],
      m.cancelledSubject,
      (reader) =>
        messages.inbox.matchCancelledTogether(reader.id === player1.id ? player2.name : player1.name),
    );
    await writeAdminLog(tx, 'MatchCancelledByPlayers', {
      matchId: match.id,
      leagueId: match.leagueId,
      player1: player1.name,
      player2: player2.name,
      requestedBy: opponent.name,
      acceptedBy: me.name,
      requestReason: request.reason ?? '',
      how: 'players',
    });
    return { answer: 'cancelled' as const };
  });
}
