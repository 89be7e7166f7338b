import { and, eq, or } from 'drizzle-orm';
import { type Rung, removeFromLadder } from '../../shared/rules/ladder.js';
import type { Tx } from '../db/client.js';
import { leagueParticipants, matchOffers } from '../db/schema/index.js';
import { writeLadder } from './ladder.js';

/**
 * A player comes off a ladder whose lock the caller holds (`before` is that ladder): their
 * participant row goes and everyone below moves up one, recorded with cause 'removal'. The one path
 * of leaving a league, an admin deleting a user and a player deleting their own account.
 */
export async function takeOffLadder(tx: Tx, leagueId: string, userId: string, before: Rung[]) {
  await tx
    .delete(leagueParticipants)
    .where(and(eq(leagueParticipants.leagueId, leagueId), eq(leagueParticipants.userId, userId)));
  await writeLadder(tx, leagueId, before, removeFromLadder(before, userId), 'removal');
}

/**
 * Cancels the player's pending offers, made or received (in one league, or everywhere), and returns
 * them; the caller tells each other player. Run under the ladder locks of those leagues, which every
 * offer answer takes first, so an answer waits and then finds the offer cancelled.
 */
export async function cancelPendingOffersOf(tx: Tx, userId: string, now: Date, leagueId?: string) {
  return tx
    .update(matchOffers)
    .set({ status: 'cancelled', updateTime: now })
    .where(
      and(
        leagueId ? eq(matchOffers.leagueId, leagueId) : undefined,
        eq(matchOffers.status, 'pending'),
        or(eq(matchOffers.offererId, userId), eq(matchOffers.opponentId, userId)),
      ),
    )
    .returning({
      id: matchOffers.id,
      offererId: matchOffers.offererId,
      opponentId: matchOffers.opponentId,
      leagueId: matchOffers.leagueId,
    });
}
