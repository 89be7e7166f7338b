import { constantTimeEqual, makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { normaliseRole } from '../../shared/rules/roles.js';
import type { SessionUser } from '../access.js';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import type { SettingsCache } from '../modules/settings/settings-cache.js';

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

/**
 * The session token of better-auth's signed cookie (`token.signature`, URL-encoded; `__Secure-`
 * prefixed over https), or null when it is missing or its signature is not ours.
 */
export async function sessionTokenOf(
  cookieHeader: string | undefined,
  secret: string,
): Promise<string | null> {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    if (name !== SESSION_COOKIE && name !== `__Secure-${SESSION_COOKIE}`) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    return constantTimeEqual(signature, await makeSignature(token, secret)) ? token : null;
  }
  return null;
}

/**
 * The signed-in user of a request, or null, in one query. better-auth writes the sessions (sign-in,
 * sign-out, reset); reading them on every request is ours, as its getSession costs two round trips.
 * A session unused for `loginTimeout` minutes has ended: it is deleted and the request is treated
 * as signed out.
 */
export async function resolveSession(
  req: FastifyRequest,
  deps: { db: Db; settings: SettingsCache; authSecret: string },
  now = new Date(),
): Promise<SessionUser | null> {
  const token = await sessionTokenOf(req.headers.cookie, deps.authSecret);
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
  return {
    id: found.userId,
    email: found.email,
    role: normaliseRole(found.role) ?? 'Oyuncu',
    sessionId: found.sessionId,
  };
}
