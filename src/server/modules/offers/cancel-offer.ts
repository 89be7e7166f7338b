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
    const text = m.cancelMessage(offerer.name, opponent.name);
    await notify(
      tx,
      [offerer, opponent].map((p) => ({
        userId: p.id,
        subject: m.cancelSubject,
        message: text,
        type: 'matchOffer',
        offerId,
      })),
    );
    for (const p of [offerer, opponent])
      await enqueueMail(tx, { to: [p.email], subject: m.cancelSubject, text, category: 'challenges' });
  });
}
