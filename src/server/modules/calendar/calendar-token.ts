import crypto from 'node:crypto';

/**
 * A calendar app cannot send our session cookie, so a player's feed address carries a token of
 * its own: an HMAC of the user id and the feed's version with the server secret. It reveals
 * nothing and cannot be guessed; raising the version (a new address) retires the old token.
 */
export function calendarToken(userId: string, version: number, secret: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`calendar:${userId}:${version}`)
    .digest('base64url')
    .slice(0, 32);
}

export function isCalendarToken(userId: string, version: number, token: string, secret: string): boolean {
  const expected = Buffer.from(calendarToken(userId, version, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
