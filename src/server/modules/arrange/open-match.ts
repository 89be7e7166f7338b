import { and, desc, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Tx } from '../../db/client.js';
import { matchRequests } from '../../db/schema/index.js';
import { lockMatch, type Person, sideOf } from '../../domain/match-lock.js';
import { notify, settleMatchStep } from '../../domain/notify.js';
import { withMatchLink } from '../../domain/tell-players.js';
import { forbidden, notFound, ruleViolation } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';

const m = messages.arrange;

/**
 * Locks a planned match without a result for one of its two players (the league row first, then
 * the match: the lock order every match writer keeps), so the requests of one match are answered
 * one at a time. Anyone else gets 404.
 */
export async function lockOpenMatch(tx: Tx, matchId: string, userId: string) {
  const locked = await lockMatch(tx, matchId);
  const side = sideOf(locked.match, userId);
  if (!side) throw notFound(m.notYourMatch);
  if (locked.match.status !== 'planlanmış') throw ruleViolation(m.notOpen, 'not_planned');
  if (locked.match.resultState !== 'none') throw ruleViolation(m.hasResult, 'has_result');
  const me = side === 'p1' ? locked.player1 : locked.player2;
  const opponent = side === 'p1' ? locked.player2 : locked.player1;
  return { ...locked, me, opponent };
}

/** A match's proposals of slots still waiting for the other player's pick: the last one asked. */
const waitingSlots = (matchId: string) =>
  and(
    eq(matchRequests.matchId, matchId),
    eq(matchRequests.kind, 'slots'),
    eq(matchRequests.status, 'pending'),
  );

/** The proposal of slots of this match still waiting for a pick, if any: who made it and its slots. */
export async function waitingProposal(tx: Tx, matchId: string) {
  const [waiting] = await tx
    .select({ requestedBy: matchRequests.requestedBy, slots: matchRequests.slots })
    .from(matchRequests)
    .where(waitingSlots(matchId))
    .orderBy(desc(matchRequests.createdAt))
    .limit(1);
  return waiting ?? null;
}

/** A new proposal replaces the one waiting: it is marked 'replaced'. */
export async function replaceWaitingProposal(tx: Tx, matchId: string, now: Date) {
  await tx.update(matchRequests).set({ status: 'replaced', decidedAt: now }).where(waitingSlots(matchId));
}

/**
 * A pending request of this match that `userId` may answer (one the opponent made); `kind` narrows
 * it (picking a slot answers only a proposal of slots).
 */
export async function pendingRequestFor(
  tx: Tx,
  matchId: string,
  requestId: string,
  userId: string,
  kind?: (typeof matchRequests.$inferSelect)['kind'],
) {
  const [request] = await tx
    .select()
    .from(matchRequests)
    .where(
      and(
        eq(matchRequests.id, requestId),
        eq(matchRequests.matchId, matchId),
        kind ? eq(matchRequests.kind, kind) : undefined,
        eq(matchRequests.status, 'pending'),
      ),
    );
  if (!request) throw ruleViolation(m.noSuchRequest, 'no_such_request');
  if (request.requestedBy === userId) throw forbidden(m.ownRequest);
  return request;
}

/**
 * A notification about the match and a mail (through the outbox), in the caller's transaction,
 * after the step's own writes. The player who acted has dealt with what the match's notifications
 * asked of them, and with the notice that their offer was accepted (which asked them to arrange the
 * match): those become read, but for a request of the opponent still waiting for their answer; and
 * a request no longer waiting asks nothing of either player any more (`settleMatchStep`).
 * `requestId`: the request this notification asks its reader to answer. `closes`: the step closed
 * the match, and every notice of both players about it becomes read.
 */
export async function tell(
  tx: Tx,
  about: {
    match: { id: string; offerId: string | null; player1Id: string; player2Id: string };
    actorId: string;
    requestId?: string;
    closes?: boolean;
    /** The portal's address, for the mail's link to the match. */
    baseUrl: string;
  },
  people: Person[],
  subject: string,
  text: string | ((reader: Person) => string),
) {
  const { match, actorId, requestId, closes, baseUrl } = about;
  const target = { kind: 'match', id: match.id } as const;
  await settleMatchStep(tx, match, actorId, [match.player1Id, match.player2Id], closes);
  await notify(
    tx,
    people.map((p) => ({
      userId: p.id,
      subject,
      message: typeof text === 'string' ? text : text(p),
      type: 'matchArrange',
      target,
      requestId,
    })),
  );
  // Arranging a match is the results category's ('Sonuçlar ve maçlar'): a player who turned its mail
  // off gets none, and each mail carries the link to the match on Maçlarım and the unsubscribe line.
  for (const p of people)
    await enqueueMail(tx, {
      to: [p.email],
      subject,
      text: withMatchLink(typeof text === 'string' ? text : text(p), baseUrl, match.id),
      category: 'results',
    });
}
