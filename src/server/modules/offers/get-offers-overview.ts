import { and, eq, or } from 'drizzle-orm';
import type { TOffersOverview } from '../../../shared/contract/offers.js';
import type { ExcuseType } from '../../../shared/domain.js';
import { istanbulToday } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { matchOffers } from '../../db/schema/index.js';
import { loadOfferContext } from './offer-context.js';
import { findActiveLeagueOf, findOffers } from './offer-queries.js';

/** The player's league, rank, offerable opponents (both readings), pending offers and excuses. */
export async function getOffersOverview(
  db: Db,
  userId: string,
  now: Date,
  matchCompletionDays: number,
): Promise<TOffersOverview> {
  const today = istanbulToday(now);
  const mine = await findActiveLeagueOf(db, userId, now);
  const empty = {
    now,
    today,
    matchCompletionDays,
    myRank: null,
    myActiveExcuse: null,
    dashboardCandidates: [],
    wizardCandidates: [],
    excuses: [],
  };
  if (!mine) {
    // Offers received in a league that is no longer active can still be answered or cancelled.
    const pending = await findOffers(
      db,
      and(
        eq(matchOffers.status, 'pending'),
        or(eq(matchOffers.opponentId, userId), eq(matchOffers.offererId, userId)),
      ),
    );
    return {
      ...empty,
      league: null,
      received: pending.filter((o) => o.opponent.userId === userId),
      sent: pending.filter((o) => o.offerer.userId === userId),
    };
  }
  const ctx = await loadOfferContext(db, mine.league.id, today);
  const pending = await findOffers(
    db,
    and(
      eq(matchOffers.status, 'pending'),
      or(eq(matchOffers.opponentId, userId), eq(matchOffers.offererId, userId)),
    ),
  );
  const own = ctx.activeExcuseOf(userId);
  return {
    ...empty,
    league: {
      id: mine.league.id,
      name: mine.league.name,
      rules: mine.league.rules,
      maxOffers: mine.league.maxOffers,
      maxOffersReceive: mine.league.maxOffersReceive,
      maxDaysToRespond: mine.league.maxDaysToRespond,
      maxDaysToPlay: mine.league.maxDaysToPlay,
    },
    myRank: mine.rank,
    myActiveExcuse: own
      ? { excuseType: own.excuseType as ExcuseType, startDate: own.startDate, endDate: own.endDate }
      : null,
    dashboardCandidates: ctx.candidates('dashboard', userId),
    wizardCandidates: ctx.candidates('wizard', userId),
    received: pending.filter((o) => o.opponent.userId === userId),
    sent: pending.filter((o) => o.offerer.userId === userId),
    excuses: ctx.leagueExcuses(userId),
  };
}
