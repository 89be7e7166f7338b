import crypto from 'node:crypto';

/** Stored identifiers of e-mail verification links start with this; the rest is the token's SHA-256. */
export const EMAIL_VERIFY_PREFIX = 'verify-email:';

/** How long a verification link may be used. */
export const EMAIL_VERIFY_LINK_MS = 7 * 24 * 60 * 60 * 1000;

/** A new random token for a verification link (sent by mail, never stored). */
export function newEmailVerifyToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** How a verification token is stored: its SHA-256 (like reset and e-mail change tokens), never the token. */
export function hashEmailVerifyToken(token: string): string {
  return `${EMAIL_VERIFY_PREFIX}${crypto.createHash('sha256').update(token).digest('base64url')}`;
}
