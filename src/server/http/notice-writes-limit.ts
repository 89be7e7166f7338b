import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages.js';
import { AppError } from '../errors.js';

/**
 * How many of a player's writes that tell another player something (an offer and its withdrawal,
 * an excuse, its end and its cancellation, proposed times and a postponement or cancellation
 * asked for) one account may make in an hour. Far above what a league night asks of anyone, it
 * stops a loop of offer and withdrawal, or of excuse and cancellation, from filling an opponent's
 * mailbox or a whole league's notifications. Answers to what others asked are not counted, nor
 * are writes refused (a wrong field, a rule), nor staff changing a player's excuse.
 */
export const NOTICE_WRITES_PER_HOUR = 40;

const WINDOW_MS = 60 * 60 * 1000;
/** Accounts remembered at most; past it, those with nothing left in the window go first, then the oldest. */
const MAX_ACCOUNTS = 10_000;

/** Route options guarding one route: spread into the route's options. */
export interface NoticeWritesHooks {
  preHandler: (req: FastifyRequest) => Promise<void>;
  onSend: (req: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
}

/**
 * One count per account over every route it guards (kept by each app instance, as the other
 * limits are). Before the handler, a write past `max` in the last hour is refused (429, saying when
 * the player may go on) and nothing is written; otherwise it holds a place in the count, which it
 * keeps only if the answer is a success (2xx): a refused write gives its place back. A write in
 * flight holds its place, so writes sent at once cannot pass the limit together.
 * `notCounted`, when given, names the writes left out of the count (staff acting on a player's
 * record), read before the handler runs.
 */
export function noticeWritesLimit(max: number, clock: () => number = Date.now) {
  const windows = new Map<string, number[]>();
  const held = new WeakMap<FastifyRequest, { key: string; at: number }>();

  const recent = (key: string, now: number) => {
    const all = windows.get(key) ?? [];
    const kept = all.filter((at) => at > now - WINDOW_MS);
    // Touched last, so dropped last when the map is full.
    windows.delete(key);
    if (kept.length > 0) windows.set(key, kept);
    return kept;
  };

  const makeRoom = (now: number) => {
    if (windows.size < MAX_ACCOUNTS) return;
    for (const [key, times] of windows) if (times.every((at) => at <= now - WINDOW_MS)) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < MAX_ACCOUNTS) break;
      windows.delete(key);
    }
  };

  const take = (req: FastifyRequest) => {
    const key = req.user?.id ?? `ip ${req.ip}`;
    const now = clock();
    const times = recent(key, now);
    if (times.length >= max) {
      windows.set(key, times);
      const minutes = Math.max(1, Math.ceil((times[0] + WINDOW_MS - now) / 60_000));
      throw new AppError(429, 'too_many_notices', messages.common.tooManyNotices(minutes));
    }
    makeRoom(now);
    windows.set(key, [...times, now]);
    held.set(req, { key, at: now });
  };

  const giveBack = (req: FastifyRequest) => {
    const place = held.get(req);
    if (!place) return;
    held.delete(req);
    const times = windows.get(place.key);
    const i = times?.lastIndexOf(place.at) ?? -1;
    if (times && i !== -1) times.splice(i, 1);
  };

  return (notCounted?: (req: FastifyRequest) => Promise<boolean>): NoticeWritesHooks => ({
    preHandler: async (req) => {
      if (notCounted && (await notCounted(req))) return;
      take(req);
    },
    onSend: async (req, reply, payload) => {
      if (reply.statusCode < 200 || reply.statusCode >= 300) giveBack(req);
      else held.delete(req);
      return payload;
    },
  });
}

export type NoticeWritesLimit = ReturnType<typeof noticeWritesLimit>;
