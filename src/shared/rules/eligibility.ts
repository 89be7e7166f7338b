// Who may challenge whom (spec §5). Two readings are kept, as the spec asks: the dashboard modal
// offers 1–5 ranks above; the wizard 1–3 above for ranks 1–10 and 1–5 above otherwise. Every other
// rule (excuses, the league's limits, one pending offer and one open match per pair) holds on both paths, and the
// server re-checks all of them under the ladder lock when an offer is made.

export type OfferSource = 'dashboard' | 'wizard';

export const DASHBOARD_WINDOW = 5;
/** The widest window of either reading: no candidate is ever further above than this. */
export const MAX_OFFER_WINDOW = 5;

/** How many ranks above the challenger may be challenged. */
export function offerWindow(source: OfferSource, challengerRank: number): number {
  if (source === 'dashboard') return DASHBOARD_WINDOW;
  return challengerRank <= 10 ? 3 : 5;
}

export interface OfferLimits {
  /** Pending sent offers a player may have at once. */
  maxOffers: number;
  /** Pending received offers a player may have at once. */
  maxOffersReceive: number;
}

export interface Challenger {
  userId: string;
  /** null: not ranked (not on the ladder). */
  rank: number | null;
  excused: boolean;
  pendingSent: number;
  /** Players this challenger already has a pending offer to. */
  pendingTo: ReadonlySet<string>;
  /** Players this challenger has a planned match with in the league, not yet decided (either side). */
  matchWith?: ReadonlySet<string>;
}

export interface Opponent {
  userId: string;
  rank: number;
  excused: boolean;
  pendingReceived: number;
  /**
   * When this opponent beat the challenger recently: the day (YYYY-MM-DD) the challenger may
   * challenge them again (league.maxDaysToRePlay, shared/rules/results). null or absent: open.
   */
  rechallengeOpensOn?: string | null;
}

export type Ineligibility =
  | 'noRank'
  | 'self'
  | 'outOfWindow'
  | 'challengerExcused'
  | 'opponentExcused'
  | 'alreadySent'
  | 'matchOpen'
  | 'recentlyBeaten'
  | 'opponentFull'
  | 'challengerFull';

export type Eligibility = { ok: true } | { ok: false; reason: Ineligibility };

/** Whether `challenger` may send an offer to `opponent` now, and if not the first reason why. */
export function eligibility(
  source: OfferSource,
  challenger: Challenger,
  opponent: Opponent,
  limits: OfferLimits,
): Eligibility {
  const no = (reason: Ineligibility): Eligibility => ({ ok: false, reason });
  if (challenger.rank === null) return no('noRank');
  if (challenger.userId === opponent.userId) return no('self');
  const above = challenger.rank - opponent.rank;
  if (above < 1 || above > offerWindow(source, challenger.rank)) return no('outOfWindow');
  if (challenger.pendingTo.has(opponent.userId)) return no('alreadySent');
  // One open match per pair: their planned match is played (or settled) before another offer.
  if (challenger.matchWith?.has(opponent.userId)) return no('matchOpen');
  if (opponent.rechallengeOpensOn) return no('recentlyBeaten');
  if (challenger.excused) return no('challengerExcused');
  if (opponent.excused) return no('opponentExcused');
  if (opponent.pendingReceived >= limits.maxOffersReceive) return no('opponentFull');
  if (challenger.pendingSent >= limits.maxOffers) return no('challengerFull');
  return { ok: true };
}

/** The players within the challenger's window, best rank first (never the challenger). */
export function candidatesInWindow<T extends { userId: string; rank: number }>(
  source: OfferSource,
  challenger: { userId: string; rank: number | null },
  ladder: readonly T[],
): T[] {
  if (challenger.rank === null) return [];
  const window = offerWindow(source, challenger.rank);
  const top = challenger.rank - window;
  return ladder
    .filter((p) => p.userId !== challenger.userId && p.rank < challenger.rank! && p.rank >= top)
    .sort((a, b) => a.rank - b.rank);
}

/**
 * The candidates of `source`'s window out of a list read for a window at least as wide (the
 * dashboard's, the widest): within a window the two readings judge every other rule alike
 * (`eligibility` differs by source only in 'outOfWindow'), so the dashboard's answer carries one
 * list and the wizard narrows it here.
 */
export function withinWindow<T extends { rank: number }>(
  source: OfferSource,
  challengerRank: number | null,
  candidates: readonly T[],
): T[] {
  if (challengerRank === null) return [];
  const top = challengerRank - offerWindow(source, challengerRank);
  return candidates.filter((c) => c.rank >= top && c.rank < challengerRank);
}

/**
 * Whether a pending offer still fits the ladder after ranks moved: both players ranked, the
 * challenger below the opponent and no further than the widest window (the offer's reading is not
 * kept, so the dashboard's 5 ranks apply). An offer that no longer fits is closed.
 */
export function offerStillFits(challengerRank: number | null, opponentRank: number | null): boolean {
  if (challengerRank === null || opponentRank === null) return false;
  const above = challengerRank - opponentRank;
  return above >= 1 && above <= MAX_OFFER_WINDOW;
}
