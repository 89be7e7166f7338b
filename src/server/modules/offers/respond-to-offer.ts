import { and, eq, ne } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { isPast, playByFor } from '../../../shared/rules/deadlines.js';
import { challengerWins } from '../../../shared/rules/ladder.js';
import { formatDateTime } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { leagues, matches, matchOffers } from '../../db/schema/index.js';
import { writeLadder } from '../../domain/ladder.js';
import { notify } from '../../domain/notify.js';
import { ruleViolation } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { lockPendingOffer } from './offer-guard.js';

const m = messages.offers;

export type Answer = 'accept' | 'reject';

/**
 * The opponent answers a pending offer, in one transaction under the ladder lock: the offer's
 * status; the opponent's other pending offers in the league become unavailable_due_to_other_offer;
 * on acceptance a planned match with its play deadline; on rejection the offerer is deemed the
 * winner and takes the opponent's rank (spec §4).
 */
export async function respondToOffer(db: Db, userId: string, offerId: string, answer: Answer, now: Date) {
  return db.transaction(async (tx) => {
    const { offer, ladder, offerer, opponent } = await lockPendingOffer(tx, offerId, userId, 'opponent');
    if (answer === 'accept' && isPast(offer.respondBy, now)) {
      throw ruleViolation(m.responseDeadlinePassed, 'response_deadline_passed');
    }
    const onLadder = (id: string) => ladder.some((r) => r.userId === id);
    if (!onLadder(offer.offererId) || !onLadder(offer.opponentId))
      throw ruleViolation(m.notInLeague, 'not_in_league');

    await tx
      .update(matchOffers)
      .set({ status: answer === 'accept' ? 'accepted' : 'rejected', updateTime: now })
      .where(eq(matchOffers.id, offerId));
    await tx
      .update(matchOffers)
      .set({ status: 'unavailable_due_to_other_offer', updateTime: now })
      .where(
        and(
          eq(matchOffers.opponentId, offer.opponentId),
          eq(matchOffers.leagueId, offer.leagueId),
          eq(matchOffers.status, 'pending'),
          ne(matchOffers.id, offerId),
        ),
      );

    if (answer === 'accept') {
      const [league] = await tx
        .select({ maxDaysToPlay: leagues.maxDaysToPlay })
        .from(leagues)
        .where(eq(leagues.id, offer.leagueId));
      const playBy = playByFor(now, league.maxDaysToPlay);
      await tx.insert(matches).values({
        leagueId: offer.leagueId,
        offerId,
        player1Id: offer.offererId,
        player2Id: offer.opponentId,
        status: 'planlanmış',
        dueAt: playBy,
        createdAt: now,
        updatedAt: now,
      });
      const text = m.acceptMessage(offerer.name, opponent.name, formatDateTime(playBy));
      await notify(
        tx,
        [offerer, opponent].map((p) => ({
          userId: p.id,
          subject: m.acceptSubject,
          message:
            p === offerer
              ? messages.inbox.offerAcceptedForYou(opponent.name, formatDateTime(playBy))
              : messages.inbox.offerAcceptedByYou(offerer.name, formatDateTime(playBy)),
          type: 'matchOffer',
          offerId,
          target: { kind: 'offer', id: offerId },
          settles: true,
        })),
      );
      for (const p of [offerer, opponent])
        await enqueueMail(tx, { to: [p.email], subject: m.acceptSubject, text, category: 'challenges' });
      return;
    }

    const after = challengerWins(ladder, offer.offererId, offer.opponentId);
    await writeLadder(tx, offer.leagueId, ladder, after, 'rejection', { offerId });
    // The message states the ranks as they are after the rejection: when the offerer was already
    // above the opponent nothing moved, and it says so.
    const rankAfter = (id: string) => after.find((r) => r.userId === id)!.rank;
    const moved = rankAfter(offer.offererId) !== ladder.find((r) => r.userId === offer.offererId)!.rank;
    const text = m.rejectMessage(
      offerer.name,
      opponent.name,
      rankAfter(offer.offererId),
      rankAfter(offer.opponentId),
      moved,
    );
    await notify(
      tx,
      [offerer, opponent].map((p) => ({
        userId: p.id,
        subject: m.rejectSubject,
        message:
          p === offerer
            ? messages.inbox.offerRejectedForYou(
                opponent.name,
                rankAfter(offer.offererId),
                rankAfter(offer.opponentId),
                moved,
              )
            : messages.inbox.offerRejectedByYou(
                offerer.name,
                rankAfter(offer.offererId),
                rankAfter(offer.opponentId),
                moved,
              ),
        type: 'matchOffer',
        offerId,
        target: { kind: 'offer', id: offerId },
        settles: true,
      })),
    );
    await enqueueMail(tx, { to: [offerer.email], subject: m.rejectSubject, text, category: 'challenges' });
  });
}
