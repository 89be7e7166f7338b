import crypto from 'node:crypto';
import { messages } from '../../shared/messages.js';
import type { NotificationCategory } from '../../shared/rules/notification-prefs.js';

/**
 * A mail's one-click unsubscribe link works without signing in, so it carries its own key: an
 * HMAC of the user and the category with the server secret. It turns off that one category's mail
 * for that one player, nothing else.
 */
export function unsubscribeSignature(userId: string, category: NotificationCategory, secret: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`unsubscribe:${userId}:${category}`)
    .digest('base64url')
    .slice(0, 32);
}

export function isUnsubscribeSignature(
  userId: string,
  category: NotificationCategory,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(unsubscribeSignature(userId, category, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

function query(userId: string, category: NotificationCategory, secret: string): string {
  return new URLSearchParams({
    u: userId,
    c: category,
    s: unsubscribeSignature(userId, category, secret),
  }).toString();
}

/**
 * What a category mail carries: the web page a reader opens from the text (it asks before
 * turning the mail off), and the headers mail clients use for their own one-click button
 * (RFC 8058: they POST `List-Unsubscribe=One-Click` to the API address).
 */
export function unsubscribeParts(
  baseUrl: string,
  secret: string,
  userId: string,
  category: NotificationCategory,
): { footer: string; headers: Record<string, string> } {
  const q = query(userId, category, secret);
  return {
    footer: messages.preferences.mailFooter(`${baseUrl}/abonelik?${q}`),
    headers: {
      'List-Unsubscribe': `<${baseUrl}/api/unsubscribe?${q}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
