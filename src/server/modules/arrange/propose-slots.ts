import { type TProposeSlotsRequest, ZProposeSlotsRequest } from '../../../shared/contract/arrange.js';
import { istanbulWallTimeToDate } from '../../../shared/contract/matches.js';
import { messages } from '../../../shared/messages.js';
import { formatSlot, type SlotProblem, slotProblem } from '../../../shared/rules/arrange.js';
import { formatDateTime } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { matchRequests } from '../../db/schema/index.js';
import { ruleViolation } from '../../errors.js';
import { storedSlots } from './arrangement-view.js';
import { lockOpenMatch, replaceWaitingProposal, tell, waitingProposal } from './open-match.js';

const m = messages.arrange;

export function slotProblemMessage(problem: SlotProblem, dueAt: Date | null): string {
  switch (problem) {
    case 'count':
      return m.slotsCount;
    case 'past':
      return m.slotPast;
    case 'afterDeadline':
      return m.slotAfterDeadline(formatDateTime(dueAt));
    case 'duplicate':
      return m.slotDuplicate;
  }
}

const sameSlots = (a: { at: string; place: string }[], b: { at: string; place: string }[]) =>
  a.length === b.length &&
  a.every((s, i) => new Date(s.at).getTime() === new Date(b[i].at).getTime() && s.place === b[i].place);

/**
 * A player proposes one to three slots (a first proposal, an answer with other slots, or a change
 * of the agreed one). It replaces any proposal still waiting; the agreed slot stays until the other
 * player picks a new one. The other player is told.
 */
export async function proposeSlots(
  db: Db,
  userId: string,
  matchId: string,
  body: TProposeSlotsRequest,
  now: Date,
  baseUrl: string,
) {
  const { slots } = ZProposeSlotsRequest.parse(body);
  const parsed = slots.map((s) => ({ at: istanbulWallTimeToDate(s.start), place: s.place }));
  await db.transaction(async (tx) => {
    const { match, me, opponent } = await lockOpenMatch(tx, matchId, userId);
    const problem = slotProblem(parsed, now, match.dueAt);
    if (problem) throw ruleViolation(slotProblemMessage(problem, match.dueAt), `slot_${problem}`);
    const stored = parsed.map((s) => ({ at: s.at.toISOString(), place: s.place }));
    // The same proposal again (a second tap, a retry) is the one already waiting: the opponent
    // is not told twice.
    const waiting = await waitingProposal(tx, match.id);
    if (waiting?.requestedBy === userId && sameSlots(storedSlots(waiting.slots), stored)) return;
    await replaceWaitingProposal(tx, match.id, now);
    const [proposal] = await tx
      .insert(matchRequests)
      .values({ matchId: match.id, requestedBy: userId, kind: 'slots', slots: stored, createdAt: now })
      .returning({ id: matchRequests.id });
    await tell(
      tx,
      { match, actorId: me.id, requestId: proposal.id, baseUrl },
      [opponent],
      m.proposalSubject,
      m.proposalText(
        me.name,
        parsed.map((s) => formatSlot(s.at, s.place)),
      ),
    );
  });
}
