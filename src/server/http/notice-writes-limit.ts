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
/** How long a write let through counts as in flight at most (far longer than any write takes). */
const IN_FLIGHT_MS = 60 * 1000;
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
 * the player may go on) and nothing is written. A write let through is in flight until answered: it
 * counts towards `max` meanwhile, so writes sent at once cannot pass the limit together, and stays
 * in the count only if the answer is a success (2xx). A refusal while only writes in flight fill
 * the count says to try again in a minute, since some of them may yet be refused.
 * `notCounted`, when given, names the writes left out of the count (staff acting on a player's
 * record), read before the handler runs.
 */
export function noticeWritesLimit(max: number, clock: () => number = Date.now) {
  /** Each account's writes that went through, oldest first, within the last hour. */
  const windows = new Map<string, number[]>();
  /**
   * Each account's writes let through and not answered yet, by when they came. One never answered
   * (its connection gone before any hook ran) stops counting after a minute.
   */
  const inFlight = new Map<string, number[]>();
  const held = new WeakMap<FastifyRequest, { key: string; at: number }>();
  const flyingNow = (key: string, now: number) => {
    const kept = (inFlight.get(key) ?? []).filter((at) => at > now - IN_FLIGHT_MS);
    if (kept.length > 0) inFlight.set(key, kept);
    else inFlight.delete(key);
    return kept;
  };

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
    const flying = flyingNow(key, now);
    if (times.length + flying.length >= max) {
      // Full with writes that went through: until the oldest that must leave the hour has left.
      const minutes =
        times.length >= max
          ? Math.max(1, Math.ceil((times[times.length - max] + WINDOW_MS - now) / 60_000))
          : 1;
      throw new AppError(429, 'too_many_notices', messages.common.tooManyNotices(minutes));
    }
    // Writes never answered are dropped once a minute old; past as many accounts as the hour's
    // counts keep, every account's are looked at, so they cannot pile up.
    if (inFlight.size >= MAX_ACCOUNTS) for (const other of [...inFlight.keys()]) flyingNow(other, now);
    inFlight.set(key, [...flying, now]);
    held.set(req, { key, at: now });
  };

  const settle = (req: FastifyRequest, succeeded: boolean) => {
    const place = held.get(req);
    if (!place) return;
    held.delete(req);
    const { key } = place;
    const now = clock();
    const flying = flyingNow(key, now);
    const i = flying.indexOf(place.at);
    if (i !== -1) flying.splice(i, 1);
    if (flying.length === 0) inFlight.delete(key);
    if (!succeeded) return;
    makeRoom(now);
    windows.set(key, [...recent(key, now), now]);
  };

  return (notCounted?: (req: FastifyRequest) => Promise<boolean>): NoticeWritesHooks => ({
    preHandler: async (req) => {
      if (notCounted && (await notCounted(req))) return;
      take(req);
    },
    onSend: async (req, reply, payload) => {
      settle(req, reply.statusCode >= 200 && reply.statusCode < 300);
      return payload;
    },
  });
}

export type NoticeWritesLimit = ReturnType<typeof noticeWritesLimit>;
