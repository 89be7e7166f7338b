import { createHmac } from 'node:crypto';
import { constantTimeEqual } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_ROLE } from '../../shared/domain.js';
import { normaliseRole } from '../../shared/rules/roles.js';
import type { SessionUser } from '../access.js';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import type { SettingsCache } from '../domain/settings-cache.js';
import type { SessionCache } from './session-cache.js';

/** How often a session's last activity is written: often enough for minute-grained idle timeouts. */
const TOUCH_EVERY_MS = 30_000;

export function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

const SESSION_COOKIE = 'raket.session_token';

/** The names of the session cookies a request carries (with and without `__Secure-`), valid or not. */
function sessionCookieNames(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(';')
    .map((part) => part.slice(0, part.indexOf('=')).trim())
    .filter((name) => name === SESSION_COOKIE || name === `__Secure-${SESSION_COOKIE}`);
}

/** Whether the request carries a session cookie at all (valid or not): it is cookie-authenticated. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return sessionCookieNames(cookieHeader).length > 0;
}

/**
 * The name better-auth gives the session cookie: `__Secure-` prefixed when the portal is served over
 * https (`useSecureCookies` in better-auth.ts). Only that name signs a request in, so on an https
 * portal a cookie without the prefix, which a page over plain http or a man in the middle may set,
 * never does.
 */
export const sessionCookieName = (baseUrl: string) =>
  baseUrl.startsWith('https://') ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;

/**
 * `Set-Cookie` values deleting the session cookies a request carries (either name, as
 * `hasSessionCookie` reads them), for a request whose cookie no longer signs anyone in.
 */
export function expiredSessionCookies(cookieHeader: string | undefined): string[] {
  // A `__Secure-` cookie is only replaced by one that says Secure.
  return sessionCookieNames(cookieHeader).map(
    (name) =>
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name === SESSION_COOKIE ? '' : '; Secure'}`,
  );
}

/** The value of the session cookie called `cookieName`, URL-decoded. */
function sessionCookieOf(cookieHeader: string | undefined, cookieName: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    if (name !== cookieName) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * better-auth's cookie signature (its `makeSignature`: HMAC-SHA-256 of the token under the secret,
 * in base64), computed with node:crypto in one synchronous call rather than through WebCrypto's
 * key import and promises: a request whose session is not cached checks it.
 */
export function cookieSignature(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64');
}

/** The token of a signed cookie value (`token.signature`), or null when the signature is not ours. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  return constantTimeEqual(signature, cookieSignature(token, secret)) ? token : null;
}

/**
 * The signed-in user of a request, or null, in one query. better-auth writes the sessions (sign-in,
 * sign-out, reset); reading them on every request is ours, as its getSession costs two round trips.
 * A session unused for `loginTimeout` minutes has ended: it is deleted and the request is treated
 * as signed out. A session read in the last few seconds comes from `sessionCache` (ADR 005).
 */
export async function resolveSession(
  req: FastifyRequest,
  deps: {
    db: Db;
    settings: SettingsCache;
    authSecret: string;
    sessionCache: SessionCache;
    env: { baseUrl: string };
  },
  now = new Date(),
): Promise<SessionUser | null> {
  const cookie = sessionCookieOf(req.headers.cookie, sessionCookieName(deps.env.baseUrl));
  if (!cookie) return null;
  const cached = deps.sessionCache.get(cookie, now);
  if (cached) return cached;
  const generation = deps.sessionCache.currentGeneration();
  const token = verifiedToken(cookie, deps.authSecret);
  if (!token) return null;
  const [found] = await deps.db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastActiveAt: sessions.updatedAt,
      userId: users.id,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token));
  if (!found || found.expiresAt <= now) return null;
  const { loginTimeout } = await deps.settings.get();
  const idleMs = now.getTime() - found.lastActiveAt.getTime();
  if (idleMs > loginTimeout * 60_000) {
    await deps.db.delete(sessions).where(eq(sessions.id, found.sessionId));
    return null;
  }
  if (idleMs > TOUCH_EVERY_MS) {
    await deps.db.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, found.sessionId));
  }
  const user: SessionUser = {
    id: found.userId,
    email: found.email,
    role: normaliseRole(found.role) ?? DEFAULT_ROLE,
    sessionId: found.sessionId,
  };
  deps.sessionCache.set(cookie, user, found.expiresAt, now, generation);
  return user;
}
