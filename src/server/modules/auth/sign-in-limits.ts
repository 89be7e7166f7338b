import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { foldEmail } from '../../../shared/contract/auth.js';
import type { TypedApp } from '../../app.js';

/**
 * How many times the per-account limit one network address may sign in with, over all accounts, in
 * the same minute: a club's players behind one shared Wi-Fi all sign in on a league night, while
 * one address still cannot try account after account.
 */
export const SHARED_ADDRESS_FACTOR = 5;

/**
 * The account a sign-in names, as the sign-in compares it (trimmed, 'İ' read as 'i', lower case); '' for a body
 * without one (none at all, not an object, an address that is not text), so any body makes a key.
 */
export function signInAccount(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' ? foldEmail(email.trim()).slice(0, 254) : '';
}

/** The key of the per-account limit: the network address (as the plugin's own key) and the account. */
export function signInKey(req: FastifyRequest): string {
  return `${normalizeIP(String(req.ip ?? ''))} ${signInAccount(req.body)}`;
}

/**
 * Sign-in's limits, both @fastify/rate-limit's: `perAccount`, the route's `config.rateLimit`, counts
 * the attempts of one network address at one account (after validation, so the address is read as
 * signing in reads it); `perAddress`, an `onRequest` hook, counts every attempt of the address
 * (`SHARED_ADDRESS_FACTOR` times as many). Either answers 429 with the same Turkish message.
 */
export function signInLimits(app: TypedApp, max: number) {
  const window = '1 minute';
  const ceiling = app.createRateLimit({ max: max * SHARED_ADDRESS_FACTOR, timeWindow: window });
  return {
    perAccount: { max, timeWindow: window, hook: 'preHandler' as const, keyGenerator: signInKey },
    async perAddress(req: FastifyRequest, reply: FastifyReply) {
      const limit = await ceiling(req);
      if (limit.isAllowed || !limit.isExceeded) return;
      reply.header('retry-after', limit.ttlInSeconds);
      // Shaped as the plugin's own refusal, so the error handler answers both alike.
      throw Object.assign(new Error(`Rate limit exceeded, retry in ${limit.ttlInSeconds} s`), {
        statusCode: 429,
      });
    },
  };
}
