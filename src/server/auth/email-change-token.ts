import crypto from 'node:crypto';

/** Stored identifiers of e-mail change links start with this; the rest is the token's SHA-256. */
export const EMAIL_CHANGE_PREFIX = 'change-email:';

/** How long an e-mail change link may be used. */
export const EMAIL_CHANGE_LINK_MS = 24 * 60 * 60 * 1000;

/** A new random token for an e-mail change link (sent by mail, never stored). */
export function newEmailChangeToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * How an e-mail change token is stored: its SHA-256, never the token itself, like password reset
 * tokens, so a copy of the database confirms no address.
 */
export function hashEmailChangeToken(token: string): string {
  return `${EMAIL_CHANGE_PREFIX}${crypto.createHash('sha256').update(token).digest('base64url')}`;
}
