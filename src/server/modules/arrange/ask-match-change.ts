import { and, eq } from 'drizzle-orm';
import { type TAskRequest, ZAskRequest } from '../../../shared/contract/arrange.js';
import { messages } from '../../../shared/messages.js';
import { type PostponeProblem, postponedDeadline } from '../../../shared/rules/arrange.js';
import type { Db } from '../../db/client.js';
import { matchRequests } from '../../db/schema/index.js';
import { conflict, ruleViolation } from '../../errors.js';
import { lockOpenMatch, tell } from './open-match.js';

const m = messages.arrange;

export function postponeProblemMessage(problem: PostponeProblem, maxDays: number): string {
  switch (problem) {
    case 'again':
      return m.postponeAgain;
    case 'days':
      return m.postponeDays(maxDays);
    case 'noDeadline':
      return m.postponeNoDeadline;
    case 'stillPast':
      return m.postponeStillPast;
  }
}

/**
 * A player asks the opponent to postpone the match (the play deadline moves once, by up to the
 * league's maxDaysToPlay days) or to cancel it together. One request of each kind waits at a time.
 */
export async function askMatchChange(
  db: Db,
  userId: string,
  matchId: string,
  body: TAskRequest,
  now: Date,
  baseUrl: string,
) {
  const { kind, days, reason } = ZAskRequest.parse(body);
  await db.transaction(async (tx) => {
    const { match, league, me, opponent } = await lockOpenMatch(tx, matchId, userId);
    const maxDays = league?.maxDaysToPlay ?? 5;
    if (kind === 'postpone') {
      const moved = postponedDeadline(match.dueAt, days ?? 0, maxDays, !!match.postponedAt, now);
      if (!moved.ok)
        throw ruleViolation(postponeProblemMessage(moved.problem, maxDays), `postpone_${moved.problem}`);
    }
    const [waiting] = await tx
      .select({ id: matchRequests.id })
      .from(matchRequests)
      .where(
        and(
          eq(matchRequests.matchId, match.id),
          eq(matchRequests.kind, kind),
          eq(matchRequests.status, 'pending'),
        ),
      );
    if (waiting) throw conflict(m.alreadyAsked, 'already_asked');
    const [asked] = await tx
      .insert(matchRequests)
      .values({
        matchId: match.id,
        requestedBy: userId,
        kind,
        days: kind === 'postpone' ? days : null,
        reason,
        createdAt: now,
      })
      .returning({ id: matchRequests.id });
    if (kind === 'postpone')
      await tell(
        tx,
        { match, actorId: me.id, requestId: asked.id, baseUrl },
        [opponent],
        m.postponeSubject,
        m.postponeText(me.name, days ?? 0, reason),
      );
    else
      await tell(
        tx,
        { match, actorId: me.id, requestId: asked.id, baseUrl },
        [opponent],
        m.cancelAskSubject,
        m.cancelAskText(me.name, reason),
      );
  });
}
