import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/server/domain/notify.js';
import { STREAMS_PER_ACCOUNT } from '../../src/server/modules/events/live-changes.js';
import { clientFor } from '../support/client.js';
import { shareTestDatabase } from '../support/database.js';
import { openStream } from '../support/event-stream.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

// Two app instances on one database (two pools on PostgreSQL): what one writes reaches the
// other's streams through LISTEN/NOTIFY.
let a: TestApp;
let b: TestApp;
let bUrl: string;
beforeAll(async () => {
  a = await createTestApp({ eventStreamMs: 60_000 });
  b = await createTestApp({ database: shareTestDatabase(a.database), eventStreamMs: 60_000 });
  bUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const cookieOf = (userId: string) => sessionCookie(a.db, userId, TEST_SECRET);

describe('live events', () => {
  it('refuses a stream to a guest', async () => {
    const res = await fetch(`${bUrl}/api/events`);
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toMatch(/giriş yap/);
  });

  it('an offer made through instance A reaches the opponent’s stream on instance B, and only theirs', async () => {
    const { league, players } = await createLadder(a.db, 4);
    const [top, second, , fourth] = players;
    const opponent = await openStream(`${bUrl}/api/events`, await cookieOf(top.id));
    const bystander = await openStream(`${bUrl}/api/events`, await cookieOf(second.id));
    try {
      expect(opponent.status).toBe(200);
      expect(opponent.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await opponent.next((e) => e.event === 'ready');
      await bystander.next((e) => e.event === 'ready');

      const res = await clientFor(a, await cookieOf(fourth.id)).post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: top.id,
        source: 'wizard',
      });
      expect(res.statusCode, res.body).toBe(201);
      const change = await opponent.next((e) => e.event === 'change');
      expect(JSON.parse(change.data)).toEqual({ kind: 'inbox' });

      // A ladder change reaches every stream, with its league only.
      // Raising the version is what every ladder write does (by trigger).
      await a.db.execute(sql`update leagues set ladder_version = ladder_version + 1 where id = ${league.id}`);
      const ladder = await bystander.next((e) => e.event === 'change' && e.data.includes('ladder'));
      expect(JSON.parse(ladder.data)).toEqual({ kind: 'ladder', leagueId: league.id });
      // The bystander never heard of the offer between two others.
      expect(bystander.events.filter((e) => e.data.includes('inbox'))).toEqual([]);
    } finally {
      opponent.close();
      bystander.close();
    }
  });

  it('a change rolled back is never announced', async () => {
    const { players } = await createLadder(a.db, 1);
    const stream = await openStream(`${bUrl}/api/events`, await cookieOf(players[0].id));
    try {
      await stream.next((e) => e.event === 'ready');
      await a.db
        .transaction(async (tx) => {
          await notify(tx, [{ userId: players[0].id, subject: 'Konu', message: 'Mesaj' }]);
          throw new Error('geri al');
        })
        .catch(() => undefined);
      await a.db.transaction(async (tx) => {
        await notify(tx, [{ userId: players[0].id, subject: 'Konu', message: 'İkinci' }]);
      });
      await stream.next((e) => e.event === 'change');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.events.filter((e) => e.event === 'change')).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('keeps a few streams per account: a newer one replaces the oldest, and a closed one frees its place', async () => {
    const { players } = await createLadder(a.db, 2);
    const [player, other] = players;
    const cookie = await cookieOf(player.id);
    const live = b.app.deps.live;
    const until = async (done: () => boolean) => {
      const deadline = Date.now() + 5_000;
      while (!done()) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    type Stream = Awaited<ReturnType<typeof openStream>>;
    const streams: Stream[] = [];
    const open = async (c = cookie) => {
      const stream = await openStream(`${bUrl}/api/events`, c);
      streams.push(stream);
      expect(stream.status).toBe(200);
      await stream.next((e) => e.event === 'ready');
      return stream;
    };
    try {
      const others = await open(await cookieOf(other.id));
      const mine: Stream[] = [];
      for (let i = 0; i < STREAMS_PER_ACCOUNT; i++) mine.push(await open());
      expect(live.streamsOf(player.id)).toBe(STREAMS_PER_ACCOUNT);

      // One more: the oldest is told it was replaced and ended; the newest is live.
      const newest = await open();
      await mine[0].next((e) => e.event === 'replaced');
      await until(() => mine[0].ended);
      expect(live.streamsOf(player.id)).toBe(STREAMS_PER_ACCOUNT);
      expect(mine.slice(1).some((s) => s.ended)).toBe(false);
      // Another account's stream is not touched.
      expect(others.ended).toBe(false);
      expect(live.streamsOf(other.id)).toBe(1);
      await a.db.transaction((tx) => notify(tx, [{ userId: player.id, subject: 'Konu', message: 'Mesaj' }]));
      await newest.next((e) => e.event === 'change');
      expect(mine[0].events.some((e) => e.event === 'change')).toBe(false);

      // A stream the browser closes frees its place: the next one replaces nobody.
      mine[1].close();
      await until(() => live.streamsOf(player.id) === STREAMS_PER_ACCOUNT - 1);
      await open();
      expect(live.streamsOf(player.id)).toBe(STREAMS_PER_ACCOUNT);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect([...mine.slice(2), newest].some((s) => s.ended)).toBe(false);
      expect(mine.slice(2).some((s) => s.events.some((e) => e.event === 'replaced'))).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
