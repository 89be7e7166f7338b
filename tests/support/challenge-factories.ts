// Factories for offers and excuses, shared by the API tests and the demo seed.
import type { DbOrTx } from '../../src/server/db/client.js';
import { excuses, matchOffers } from '../../src/server/db/schema/index.js';
import type { ExcuseType, OfferStatus } from '../../src/shared/domain.js';
import { addDays } from '../../src/shared/time.js';

export interface OfferOverrides {
  status?: OfferStatus;
  createdAt?: Date;
  /** Days the opponent has to answer (league.maxDaysToRespond); 2 by default. */
  daysToRespond?: number;
  opponentName?: string;
  halfTimeReminderSent?: boolean;
}

/** A match offer written straight to the database (no rules checked). */
export async function createOfferRow(
  db: DbOrTx,
  leagueId: string,
  offererId: string,
  opponentId: string,
  o: OfferOverrides = {},
) {
  const createdAt = o.createdAt ?? new Date();
  const [offer] = await db
    .insert(matchOffers)
    .values({
      leagueId,
      offererId,
      opponentId,
      opponentName: o.opponentName ?? 'Rakip',
      status: o.status ?? 'pending',
      createdAt,
      updateTime: createdAt,
      respondBy: addDays(createdAt, o.daysToRespond ?? 2),
      halfTimeReminderSent: o.halfTimeReminderSent ?? false,
    })
    .returning();
  return offer;
}

/** An excuse period written straight to the database; `endDate` null is open-ended. */
export async function createExcuseRow(
  db: DbOrTx,
  userId: string,
  startDate: string,
  endDate: string | null,
  excuseType: ExcuseType = 'Sakatlık',
) {
  const [excuse] = await db.insert(excuses).values({ userId, excuseType, startDate, endDate }).returning();
  return excuse;
}
