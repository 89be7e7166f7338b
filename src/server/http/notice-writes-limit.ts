import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages.js';
import type { TypedApp } from '../app.js';
import { AppError } from '../errors.js';

/**
 * How many of a player's writes that tell another player something (an offer and its withdrawal,
 * an excuse, its end and its cancellation, proposed times and a postponement or cancellation
 * asked for) one account may make in an hour. Far above what a league night asks of anyone, it
 * stops a loop of offer and withdrawal, or of excuse and cancellation, from filling an opponent's
 * mailbox or a whole league's notifications. Answers to what others asked are not counted.
 */
export const NOTICE_WRITES_PER_HOUR = 40;

/**
 * A `preHandler` counting the signed-in account's notice writes over every route it guards, in one
 * count per account (@fastify/rate-limit's, kept by each app instance, as the other limits are).
 * Past `max`, the write is refused (429) saying when the player may go on, and nothing is written.
 */
export function noticeWritesLimit(app: TypedApp, max: number) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: '1 hour',
    keyGenerator: (req: FastifyRequest) => `notices ${req.user?.id ?? normalizeIP(String(req.ip ?? ''))}`,
  });
  return async (req: FastifyRequest) => {
    const limit = await limiter(req);
    if (limit.isAllowed || !limit.isExceeded) return;
    const minutes = Math.max(1, Math.ceil(limit.ttlInSeconds / 60));
    throw new AppError(429, 'too_many_notices', messages.common.tooManyNotices(minutes));
  };
}

export type NoticeWritesLimit = ReturnType<typeof noticeWritesLimit>;
