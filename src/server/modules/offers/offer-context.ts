import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { TCandidate, TLeagueExcuse } from '../../../shared/contract/offers.js';
import type { ExcuseType } from '../../../shared/domain.js';
import {
  type Challenger,
  candidatesInWindow,
  eligibility,
  type OfferSource,
} from '../../../shared/rules/eligibility.js';
import { isExcuseActive } from '../../../shared/rules/excuses.js';
import { rechallengeOpensOn } from '../../../shared/rules/results.js';
import { addDays } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { excuses, leagueParticipants, leagues, users } from '../../db/schema/index.js';
import { loadRecentDefeats } from '../results/recent-defeats.js';
import { pendingCounts } from './offer-queries.js';

/** How long an ended excuse still shows on the wizard's excuse step ('Süre doldu'). */
const ENDED_EXCUSES_SHOWN_DAYS = 30;

/**
 * Everything the eligibility rules need about one league, read in four queries: the ladder with
 * names, the excuses of its players, the pending offers. Inside a transaction that holds the
 * ladder lock it is the state every rule is re-checked against.
 */
export async function loadOfferContext(db: DbOrTx, leagueId: string, today: string) {
  const [league] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  const ladder = await db
    .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank, name: users.name })
    .from(leagueParticipants)
    .innerJoin(users, eq(users.id, leagueParticipants.userId))
    .where(eq(leagueParticipants.leagueId, leagueId))
    .orderBy(leagueParticipants.rank);
  const shownFrom = addDays(new Date(`${today}T00:00:00Z`), -ENDED_EXCUSES_SHOWN_DAYS)
    .toISOString()
    .slice(0, 10);
  const excuseRows = await db
    .select({
      userId: excuses.userId,
      name: users.name,
      excuseType: excuses.excuseType,
      startDate: excuses.startDate,
      endDate: excuses.endDate,
    })
    .from(excuses)
    .innerJoin(
      leagueParticipants,
      and(eq(leagueParticipants.userId, excuses.userId), eq(leagueParticipants.leagueId, leagueId)),
    )
    .innerJoin(users, eq(users.id, excuses.userId))
    .where(or(isNull(excuses.endDate), gte(excuses.endDate, shownFrom)))
    .orderBy(excuses.startDate);
  const counts = await pendingCounts(db, leagueId);
  const defeats = await loadRecentDefeats(db, leagueId, league.maxDaysToRePlay, today);
  const opensOn = (challengerId: string, opponentId: string) =>
    rechallengeOpensOn(defeats, challengerId, opponentId, league.maxDaysToRePlay, today);
  const excused = new Set(excuseRows.filter((e) => isExcuseActive(e, today)).map((e) => e.userId));
  const rankOf = (userId: string) => ladder.find((r) => r.userId === userId)?.rank ?? null;

  const challenger = (userId: string): Challenger => ({
    userId,
    rank: rankOf(userId),
    excused: excused.has(userId),
    pendingSent: counts.sentCount(userId),
    pendingTo: counts.sentTo(userId),
  });

  const limits = { maxOffers: league.maxOffers, maxOffersReceive: league.maxOffersReceive };

  const check = (source: OfferSource, challengerId: string, opponentId: string) => {
    const rung = ladder.find((r) => r.userId === opponentId);
    if (!rung) return null;
    return eligibility(
      source,
      challenger(challengerId),
      {
        userId: rung.userId,
        rank: rung.rank,
        excused: excused.has(rung.userId),
        pendingReceived: counts.receivedCount(rung.userId),
        rechallengeOpensOn: opensOn(challengerId, rung.userId),
      },
      limits,
    );
  };

  const candidates = (source: OfferSource, challengerId: string): TCandidate[] =>
    candidatesInWindow(source, { userId: challengerId, rank: rankOf(challengerId) }, ladder).map((p) => {
      const e = check(source, challengerId, p.userId)!;
      return {
        userId: p.userId,
        name: p.name,
        rank: p.rank,
        excused: excused.has(p.userId),
        offerable: e.ok,
        reason: e.ok ? null : e.reason,
        opensOn: !e.ok && e.reason === 'recentlyBeaten' ? opensOn(challengerId, p.userId) : null,
      };
    });

  const leagueExcuses = (exceptUserId: string): TLeagueExcuse[] =>
    excuseRows
      .filter((e) => e.userId !== exceptUserId)
      .map((e) => ({
        userId: e.userId,
        name: e.name,
        excuseType: e.excuseType as ExcuseType,
        startDate: e.startDate,
        endDate: e.endDate,
        active: isExcuseActive(e, today),
      }));

  const activeExcuseOf = (userId: string) =>
    excuseRows.find((e) => e.userId === userId && isExcuseActive(e, today)) ?? null;

  return { league, ladder, rankOf, check, candidates, leagueExcuses, activeExcuseOf, opensOn };
}
