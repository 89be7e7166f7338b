import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { matchOffers } from '../../db/schema/index.js';
import { notify } from '../../domain/notify.js';
import { enqueueMail } from '../../mail/outbox.js';
import { lockPendingOffer } from './offer-guard.js';

const m = messages.offers;

/** The offerer withdraws a pending offer; both players are notified and mailed. */
export async function cancelOffer(db: Db, userId: string, offerId: string, now: Date) {
  return db.transaction(async (tx) => {
    const { offerer, opponent } = await lockPendingOffer(tx, offerId, userId, 'offerer');
    await tx
      .update(matchOffers)
      .set({ status: 'cancelled', updateTime: now })
      .where(eq(matchOffers.id, offerId));
    const told = [
      { p: offerer, text: messages.inbox.offerCancelledByYou(opponent.name) },
      { p: opponent, text: messages.inbox.offerCancelledForYou(offerer.name) },
    ];
    // The opponent has nothing left to answer: the offer's notifications become read.
    await notify(
      tx,
      told.map(({ p, text }) => ({
        userId: p.id,
        subject: m.cancelSubject,
        message: text,
        type: 'matchOffer',
        offerId,
        target: { kind: 'offer', id: offerId },
        settles: true,
        // The offerer withdrew it: their copy is a record, not news.
        read: p === offerer,
      })),
    );
    for (const { p, text } of told)
      await enqueueMail(tx, { to: [p.email], subject: m.cancelSubject, text, category: 'challenges' });
  });
}
