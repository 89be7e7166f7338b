// Deadlines compared with the clock, with nothing else imported: the web app's shell reads them
// (the menu's count of offers waiting for an answer) without the time zone helpers (../time).

export function isPast(deadline: Date, now: Date): boolean {
  return now.getTime() > deadline.getTime();
}

/**
 * Whether a pending offer can still be accepted: until its answer time, inclusive. Past it the offer
 * is as good as expired, and counts no more in the quotas or the one-offer-per-pair rule, though
 * the reminder job closes it only within its hours (08:00–22:59).
 */
export function isAnswerable(respondBy: Date, now: Date): boolean {
  return !isPast(respondBy, now);
}
