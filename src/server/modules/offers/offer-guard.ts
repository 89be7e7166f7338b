import { eq, inArray } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Tx } from '../../db/client.js';
import { matchOffers, users } from '../../db/schema/index.js';
import { lockLadder } from '../../domain/ladder.js';
import { forbidden, notFound, ruleViolation } from '../../errors.js';

/**
 * Locks the offer's ladder, then reads the offer and both players. Only `actor` in the given role
 * may act on it, and only while it is pending. The offer is read after the lock, so two answers
 * at once see each other's outcome.
 */
export async function lockPendingOffer(
  tx: Tx,
  offerId: string,
  actorId: string,
  role: 'offerer' | 'opponent',
) {
  const [peek] = await tx
    .select({ leagueId: matchOffers.leagueId })
    .from(matchOffers)
    .where(eq(matchOffers.id, offerId));
  if (!peek) throw notFound();
  const ladder = await lockLadder(tx, peek.leagueId);
  const [offer] = await tx.select().from(matchOffers).where(eq(matchOffers.id, offerId));
  if (offer.offererId !== actorId && offer.opponentId !== actorId) throw notFound();
  if (role === 'opponent' && offer.opponentId !== actorId) throw forbidden(messages.offers.onlyOpponent);
  if (role === 'offerer' && offer.offererId !== actorId) throw forbidden(messages.offers.onlyOfferer);
  if (offer.status !== 'pending') throw ruleViolation(messages.offers.notPending, 'not_pending');
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [offer.offererId, offer.opponentId]));
  const offerer = people.find((p) => p.id === offer.offererId)!;
  const opponent = people.find((p) => p.id === offer.opponentId)!;
  return { offer, ladder, offerer, opponent };
}
