import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { noticeWritesLimit } from './notice-writes-limit.js';

const MINUTE = 60_000;

/** A limit of `max` with a clock the test moves, and writes by one account sent and answered by hand. */
function setUp(max: number) {
  let now = Date.UTC(2026, 10, 24, 18);
  const hooks = noticeWritesLimit(max, () => now)();
  const send = async () => {
    const req = { user: { id: 'oyuncu' }, ip: '10.0.0.1' } as unknown as FastifyRequest;
    await hooks.preHandler(req);
    return {
      answer: (statusCode: number) =>
        hooks.onSend(req, { statusCode } as FastifyReply, undefined).then(() => undefined),
    };
  };
  return { send, pass: (ms: number) => (now += ms) };
}

const refusal = (minutes: number) => messages.common.tooManyNotices(minutes);

describe('the hourly limit on writes that tell other players', () => {
  it('counts writes in flight, so writes sent at once cannot pass it together', async () => {
    const { send } = setUp(2);
    await send();
    await send();
    await expect(send()).rejects.toThrow(refusal(1));
  });

  it('gives a refused write its place back, and while only writes in flight fill it, asks for a minute', async () => {
    const { send } = setUp(2);
    const first = await send();
    const second = await send();
    // Full only of writes not answered yet: some may still be refused, so not an hour's wait.
    await expect(send()).rejects.toThrow(refusal(1));
    await first.answer(422);
    const third = await send();
    await second.answer(201);
    await third.answer(200);
    await expect(send()).rejects.toThrow(refusal(60));
  });

  it('refuses for as long as the oldest write that went through stays within the hour', async () => {
    const { send, pass } = setUp(2);
    await (await send()).answer(201);
    pass(20 * MINUTE);
    await (await send()).answer(201);
    pass(10 * MINUTE);
    await expect(send()).rejects.toThrow(refusal(30));
    pass(30 * MINUTE + 1);
    await (await send()).answer(201);
    await expect(send()).rejects.toThrow(refusal(20));
  });

  it('stops counting a write never answered after a minute', async () => {
    const { send, pass } = setUp(1);
    await send();
    await expect(send()).rejects.toThrow(refusal(1));
    pass(MINUTE + 1);
    await expect(send()).resolves.toBeDefined();
  });
});
