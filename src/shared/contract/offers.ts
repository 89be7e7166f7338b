import { EXCUSE_TYPES, LEAGUE_STATUSES, OFFER_STATUSES } from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';
import { pageOf, ZTimestamp } from './common.js';

const m = messages.offers;

export const OFFER_SOURCES = ['dashboard', 'wizard'] as const;
export const INELIGIBILITY_REASONS = [
  'noRank',
  'self',
  'outOfWindow',
  'challengerExcused',
  'opponentExcused',
  'alreadySent',
  'matchOpen',
  'recentlyBeaten',
  'opponentFull',
  'challengerFull',
] as const;

/** An offer's id in the path; malformed or missing reads as the spec's 'Teklif ID … eksik'. */
export const ZOfferIdParam = z.object({ id: z.uuid({ error: m.missingIds }) });

export const ZCreateOfferRequest = z.object({
  leagueId: z.uuid({ error: m.pickOpponent }),
  opponentId: z.string({ error: m.noOpponentEmail }).trim().min(1, { error: m.noOpponentEmail }).max(100),
  /** Which reading of the eligibility window applies (spec §5 keeps both). */
  source: z.enum(OFFER_SOURCES).default('wizard'),
  /**
   * The terms checkbox (spec §5: sending requires it), ticked in the wizard's last step and in the
   * dashboard modal's confirmation alike; an offer without it is refused and nothing is written.
   */
  termsAccepted: z.literal(true, { error: m.termsMissing }),
});
export type TCreateOfferRequest = z.input<typeof ZCreateOfferRequest>;

const ZPlayer = z.object({ userId: z.string(), name: z.string(), rank: z.number().nullable() });

export const ZOffer = z.object({
  id: z.string(),
  leagueId: z.string(),
  status: z.enum(OFFER_STATUSES),
  offerer: ZPlayer,
  opponent: ZPlayer,
  createdAt: ZTimestamp,
  respondBy: ZTimestamp,
  /** The league's maxDaysToRespond: how many days the offer is valid. */
  validityDays: z.number(),
  maxDaysToPlay: z.number(),
  /** Set once accepted: the play deadline of the match. */
  playBy: ZTimestamp.nullable(),
});
export type TOffer = z.infer<typeof ZOffer>;

export const ZOfferResult = z.object({
  offer: ZOffer,
  message: z.string(),
  /** The mail to the opponent could not be sent yet (the outbox retries); the offer stands. */
  mailProblem: z.boolean().optional(),
});
export type TOfferResult = z.infer<typeof ZOfferResult>;

export const ZCandidate = z.object({
  userId: z.string(),
  name: z.string(),
  rank: z.number(),
  excused: z.boolean(),
  offerable: z.boolean(),
  reason: z.enum(INELIGIBILITY_REASONS).nullable(),
  /** recentlyBeaten: the day (YYYY-MM-DD) this opponent may be challenged again. */
  opensOn: z.string().nullable(),
});
export type TCandidate = z.infer<typeof ZCandidate>;

export const ZLeagueExcuse = z.object({
  userId: z.string(),
  name: z.string(),
  excuseType: z.enum(EXCUSE_TYPES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  active: z.boolean(),
});
export type TLeagueExcuse = z.infer<typeof ZLeagueExcuse>;

/** Which of the player's leagues the offer screens read; absent: the most recently joined. */
export const ZOffersOverviewQuery = z.object({ leagueId: z.uuid({ error: m.pickLeague }).optional() });

export const ZOfferLeague = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  status: z.enum(LEAGUE_STATUSES),
  rank: z.number(),
});
export type TOfferLeague = z.infer<typeof ZOfferLeague>;

/** Everything the dashboard cards and the /match, /match_rew screens need, in one round trip. */
export const ZOffersOverview = z.object({
  now: ZTimestamp,
  today: z.string(),
  /** The active leagues the player is ranked in, most recently joined first: the offer screens' choice. */
  leagues: z.array(ZOfferLeague),
  league: z
    .object({
      id: z.string(),
      name: z.string(),
      rules: z.string().nullable(),
      maxOffers: z.number(),
      maxOffersReceive: z.number(),
      maxDaysToRespond: z.number(),
      maxDaysToPlay: z.number(),
    })
    .nullable(),
  myRank: z.number().nullable(),
  myActiveExcuse: z
    .object({ excuseType: z.enum(EXCUSE_TYPES), startDate: z.string(), endDate: z.string().nullable() })
    .nullable(),
  /**
   * The players of the dashboard's window (the widest), each judged by every rule; the wizard's
   * narrower window is `withinWindow('wizard', myRank, dashboardCandidates)` (shared/rules/eligibility).
   */
  dashboardCandidates: z.array(ZCandidate),
  received: z.array(ZOffer),
  sent: z.array(ZOffer),
  /** Other players' excuses in the league: active ones and those ended in the last 30 days. */
  excuses: z.array(ZLeagueExcuse),
});
export type TOffersOverview = z.infer<typeof ZOffersOverview>;

/** The player's past offers on /match_rew, a page at a time. */
export const OFFER_HISTORY_PAGE_SIZE = 10;

/** A past offer (any status but pending) and when it was decided. */
export const ZOfferHistoryItem = ZOffer.extend({ decidedAt: ZTimestamp });
export type TOfferHistoryItem = z.infer<typeof ZOfferHistoryItem>;

export const ZOfferHistoryPage = pageOf(ZOfferHistoryItem);
export type TOfferHistoryPage = z.infer<typeof ZOfferHistoryPage>;
