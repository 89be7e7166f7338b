import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages.js';
import { hasSessionCookie } from '../auth/session.js';

/**
 * Whether `origin` (an Origin header) names this site: the host the request was sent to (the
 * forwarded host behind a trusted proxy) or the portal's public address. Anything that is not a
 * plain http(s) origin — `null`, a path, garbage, two values — is not ours.
 */
export function isOwnOrigin(origin: string, req: FastifyRequest, publicOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  // A browser sends the bare serialised origin; "https://x.test/path" or "https://x.test," is forged.
  if (origin.replace(/\/$/, '') !== parsed.origin) return false;
  if (parsed.origin === publicOrigin) return true;
  const host = req.host;
  if (!host) return false;
  try {
    // The request's host read under the origin's scheme, so "localhost:80" equals "http://localhost".
    return new URL(`${parsed.protocol}//${host}`).host === parsed.host;
  } catch {
    return false;
  }
}

/**
 * Cross-site writes are refused. Every request other than GET and HEAD — whatever its path, before
 * the router decodes it — must come from our own origin: a foreign, `null` or unreadable Origin is
 * refused, and so is a missing one when the request carries a session cookie (browsers always send
 * Origin on a write). Only a cookie-less write (a script signing in) may omit it.
 */
export function sameOriginWrites(app: FastifyInstance, baseUrl: string) {
  const publicOrigin = new URL(baseUrl).origin;
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD') return;
    const origin = req.headers.origin;
    const allowed =
      origin === undefined ? !hasSessionCookie(req.headers.cookie) : isOwnOrigin(origin, req, publicOrigin);
    if (!allowed) {
      return reply.code(403).send({ error: { code: 'bad_origin', message: messages.common.crossSite } });
    }
  });
}
