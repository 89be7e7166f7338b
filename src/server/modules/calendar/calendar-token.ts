import crypto from 'node:crypto';

/**
 * A calendar app cannot send our session cookie, so a player's feed address carries a token of
 * its own: an HMAC of the user id with the server secret. It reveals nothing and cannot be guessed.
 */
export function calendarToken(userId: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`calendar:${userId}`).digest('base64url').slice(0, 32);
}

export function isCalendarToken(userId: string, token: string, secret: string): boolean {
  const expected = Buffer.from(calendarToken(userId, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
