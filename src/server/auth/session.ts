import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { normaliseRole } from '../../shared/rules/roles.js';
import type { SessionUser } from '../access.js';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/index.js';
import type { SettingsCache } from '../modules/settings/settings-cache.js';
import type { Auth } from './better-auth.js';

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

/**
 * The signed-in user of a request, or null. A session unused for `loginTimeout` minutes has
 * ended: it is deleted and the request is treated as signed out.
 */
export async function resolveSession(
  req: FastifyRequest,
  deps: { auth: Auth; db: Db; settings: SettingsCache },
  now = new Date(),
): Promise<SessionUser | null> {
  if (!req.headers.cookie) return null;
  const found = await deps.auth.api.getSession({ headers: toHeaders(req), query: { disableRefresh: true } });
  if (!found) return null;
  const { session, user } = found;
  const { loginTimeout } = await deps.settings.get();
  const idleMs = now.getTime() - new Date(session.updatedAt).getTime();
  if (idleMs > loginTimeout * 60_000) {
    await deps.db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (idleMs > TOUCH_EVERY_MS) {
    await deps.db.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, session.id));
  }
  return {
    id: user.id,
    email: user.email,
    role: normaliseRole((user as { role?: string }).role) ?? 'Oyuncu',
    sessionId: session.id,
  };
}
