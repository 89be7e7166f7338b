import { and, eq } from 'drizzle-orm';
import type { MatchRequestKind } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { matchRequests } from '../../db/schema/index.js';
import { forbidden, ruleViolation } from '../../errors.js';
import { lockOpenMatch, tell } from './open-match.js';

const m = messages.arrange;

/**
 * The player who asked takes back a request the opponent has not answered yet (a proposal of
 * times, a postponement, a cancellation): it is marked 'withdrawn', and the opponent is told they
 * need not answer it. Under the match's lock, so an answer and a withdrawal at once run one after
 * the other: the second finds the request no longer waiting and is refused in Turkish.
 */
export async function withdrawMatchRequest(
  db: Db,
  userId: string,
  matchId: string,
  requestId: string,
  now: Date,
  baseUrl: string,
) {
  await db.transaction(async (tx) => {
    const { match, me, opponent } = await lockOpenMatch(tx, matchId, userId);
    const [request] = await tx
      .select({ requestedBy: matchRequests.requestedBy, kind: matchRequests.kind })
      .from(matchRequests)
      .where(
        and(
          eq(matchRequests.id, requestId),
          eq(matchRequests.matchId, matchId),
          eq(matchRequests.status, 'pending'),
        ),
      );
    if (!request) throw ruleViolation(m.noSuchRequest, 'no_such_request');
    if (request.requestedBy !== userId) throw forbidden(m.notYourRequest);
    await tx
      .update(matchRequests)
      .set({ status: 'withdrawn', decidedAt: now, decidedBy: userId })
      .where(eq(matchRequests.id, requestId));
    await tell(
      tx,
      { match, actorId: userId, baseUrl },
      [opponent],
      m.withdrawnSubject,
      m.withdrawnText(me.name, request.kind as MatchRequestKind),
    );
  });
}
