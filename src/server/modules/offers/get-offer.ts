import type { TOffer } from '../../../shared/contract/offers.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { findOffer } from './offer-queries.js';

/** One offer, for its two players only: to anyone else it does not exist (404, not 403). */
export async function getOffer(db: Db, userId: string, offerId: string): Promise<TOffer> {
  const offer = await findOffer(db, offerId);
  if (!offer) throw notFound();
  if (offer.offerer.userId !== userId && offer.opponent.userId !== userId) throw notFound();
  return offer;
}
