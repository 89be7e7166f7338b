import { and, count, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { pageEnvelope } from '../../../shared/contract/common.js';
import { OFFER_HISTORY_PAGE_SIZE, type TOfferHistoryPage } from '../../../shared/contract/offers.js';
import type { Db } from '../../db/client.js';
import { matchOffers } from '../../db/schema/index.js';
import { findOffers } from './offer-queries.js';

/**
 * The player's past offers, sent and received (every status but pending), newest first, a page at
 * a time, each with when it was decided (accepted, rejected, cancelled, expired or overtaken).
 */
export async function listOfferHistory(db: Db, userId: string, page: number): Promise<TOfferHistoryPage> {
  const mine = and(
    ne(matchOffers.status, 'pending'),
    or(eq(matchOffers.offererId, userId), eq(matchOffers.opponentId, userId)),
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(matchOffers).where(mine),
    db
      .select({ id: matchOffers.id, decidedAt: matchOffers.updateTime })
      .from(matchOffers)
      .where(mine)
      .orderBy(desc(matchOffers.createdAt), desc(matchOffers.id))
      .limit(OFFER_HISTORY_PAGE_SIZE)
      .offset((page - 1) * OFFER_HISTORY_PAGE_SIZE),
  ]);
  const offers =
    rows.length === 0
      ? []
      : await findOffers(
          db,
          inArray(
            matchOffers.id,
            rows.map((r) => r.id),
          ),
          rows.length,
        );
  const byId = new Map(offers.map((o) => [o.id, o]));
  const items = rows.flatMap((r) => {
    const offer = byId.get(r.id);
    return offer ? [{ ...offer, decidedAt: r.decidedAt.toISOString() }] : [];
  });
  return pageEnvelope(items, page, OFFER_HISTORY_PAGE_SIZE, total);
}
