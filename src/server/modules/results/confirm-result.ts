import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { finalizeResult, storedResult } from '../../domain/finalize-result.js';
import { lockMatch, sideOf } from '../../domain/match-lock.js';
import { forbidden, notFound, ruleViolation } from '../../errors.js';

const m = messages.results;

/** The other player confirms a reported result: it becomes final and the ladder moves. */
export async function confirmResult(db: Db, userId: string, matchId: string, now: Date, baseUrl: string) {
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId);
    const { match } = locked;
    if (!sideOf(match, userId)) throw notFound(m.notYourMatch);
    if (match.status !== 'planlanmış') throw ruleViolation(m.notPlanned, 'not_planned');
    if (match.resultState !== 'reported') throw ruleViolation(m.nothingToConfirm, 'nothing_to_confirm');
    if (match.reportedBy === userId) throw forbidden(m.ownReport);
    await finalizeResult(tx, locked, storedResult(match), 'confirmed', userId, now, baseUrl);
  });
}
