import crypto from 'node:crypto';

const PREFIX = 'reset-password:';

/**
 * How a password-reset token is stored: its SHA-256, never the token itself, so a copy of the
 * database opens no account. The prefix stays readable, so all of a user's links can be ended.
 */
export function hashResetIdentifier(identifier: string): string {
  return `${PREFIX}${crypto.createHash('sha256').update(identifier).digest('base64url')}`;
}

/** The stored identifiers a reset token may have: hashed, or plain from before hashing. */
export function resetTokenIdentifiers(token: string): string[] {
  const plain = `${PREFIX}${token}`;
  return [hashResetIdentifier(plain), plain];
}

export const RESET_IDENTIFIER_PREFIX = PREFIX;

/**
 * The address an admin-added user's link opens: the reset screen, worded for setting a first
 * password. Passed as the reset request's `redirectTo`, it also tells the mail to welcome them.
 */
export const FIRST_PASSWORD_PATH = '/reset-password?ilk=1';
