import { eq, sql } from 'drizzle-orm';
import { type TPickSlotRequest, ZPickSlotRequest } from '../../../shared/contract/arrange.js';
import { messages } from '../../../shared/messages.js';
import { formatSlot, slotProblem } from '../../../shared/rules/arrange.js';
import type { Db } from '../../db/client.js';
import { matches, matchRequests } from '../../db/schema/index.js';
import { ruleViolation } from '../../errors.js';
import { storedSlots } from './arrangement-view.js';
import { lockOpenMatch, pendingRequestFor, tell } from './open-match.js';
import { slotProblemMessage } from './propose-slots.js';

const m = messages.arrange;

/**
 * The other player picks one slot of a pending proposal: it becomes the match's agreed slot (the
 * calendar event's SEQUENCE goes up) and the proposer is told. Returns the slot as it reads.
 */
export async function pickSlot(
  db: Db,
  userId: string,
  matchId: string,
  body: TPickSlotRequest,
  now: Date,
  baseUrl: string,
): Promise<string> {
  const { requestId, slot } = ZPickSlotRequest.parse(body);
  return db.transaction(async (tx) => {
    const { match, me, opponent } = await lockOpenMatch(tx, matchId, userId);
    const request = await pendingRequestFor(tx, match.id, requestId, userId, 'slots');
    const chosen = storedSlots(request.slots)[slot];
    if (!chosen) throw ruleViolation(m.slotInvalid, 'slot_invalid');
    const at = new Date(chosen.at);
    // Time went on since the proposal: the slot must still be ahead and within the deadline.
    // The picker did not propose it: a time gone by is said as such, not as a proposal's mistake.
    const problem = slotProblem([{ at, place: chosen.place }], now, match.dueAt);
    if (problem === 'past') throw ruleViolation(m.slotGone, 'slot_past');
    if (problem) throw ruleViolation(slotProblemMessage(problem, match.dueAt), `slot_${problem}`);
    await tx
      .update(matchRequests)
      .set({ status: 'accepted', decidedAt: now, decidedBy: userId, pickedSlot: slot })
      .where(eq(matchRequests.id, request.id));
    await tx
      .update(matches)
      .set({
        slotAt: at,
        slotPlace: chosen.place,
        calendarSequence: sql`${matches.calendarSequence} + 1`,
        updatedAt: now,
      })
      .where(eq(matches.id, match.id));
    const text = formatSlot(at, chosen.place);
    await tell(
      tx,
      { match, actorId: me.id, baseUrl },
      [opponent],
      m.agreedSubject,
      m.agreedText(me.name, text),
    );
    return text;
  });
}
