// Failed sign-ins per account (besides the per-address rate limit): after ten failures the account
// waits a minute, and each further failure doubles the wait up to fifteen minutes. An attacker gets
// a handful of guesses an hour, and a player locked out by someone else waits at most 15 minutes.

export const LOGIN_FAILURES_BEFORE_LOCK = 10;
export const FIRST_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 15 * 60_000;
/** Failures are forgotten after a day without a sign-in attempt. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** How long the account waits after its `failures`-th failure in a row (0: not at all). */
export function lockAfterFailures(failures: number): number {
  if (failures < LOGIN_FAILURES_BEFORE_LOCK) return 0;
  const doublings = failures - LOGIN_FAILURES_BEFORE_LOCK;
  // 2^4 minutes already passes the cap: no need to compute larger powers.
  return doublings >= 4 ? MAX_LOCK_MS : Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** doublings);
}

/** Whole minutes until `until`, at least one: what the message tells the player. */
export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
