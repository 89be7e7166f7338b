// A player's writes that tell other players something share one hourly count per account, so a
// loop of excuse and cancellation (or offer and withdrawal) cannot flood the league.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excuses, matchOffers, notifications } from '../../src/server/db/schema/index.js';
import { NOTICE_WRITES_PER_HOUR } from '../../src/server/http/notice-writes-limit.js';
import { messages } from '../../src/shared/messages.js';
import { createExcuseRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { makeModerator } from '../support/league-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// 20 Nov 2026 13:00 in Istanbul; the limit's own window runs on the real clock.
const now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now, noticeWritesPerHour: 4 });
});
afterAll(() => t.close());

const countOf = async (table: typeof excuses | typeof notifications | typeof matchOffers) =>
  (await t.db.select({ n: count() }).from(table))[0].n;

describe('notice writes per account', () => {
  it('refuses the fifth in an hour, across offers and excuses, and writes nothing; others go on', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const [top, , me, other] = players;
    const client = clientFor(t, await sessionCookie(t.db, me.id, TEST_SECRET));
    const excuse = { excuseType: 'Diğer', startDate: '2026-11-26', endDate: '2026-11-27' };
    const first = await client.post('/api/excuses', excuse);
    expect(first.statusCode).toBe(201);
    expect((await client.delete(`/api/excuses/${first.json().excuse.id}`)).statusCode).toBe(200);
    const offer = await client.post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: top.id,
      source: 'wizard',
    });
    expect(offer.statusCode).toBe(201);
    expect((await client.post(`/api/offers/${offer.json().offer.id}/cancel`)).statusCode).toBe(200);

    const before = {
      excuses: await countOf(excuses),
      notices: await countOf(notifications),
      offers: await countOf(matchOffers),
    };
    const refused = await client.post('/api/excuses', excuse);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(messages.common.tooManyNotices(60));
    const again = await client.post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: top.id,
      source: 'wizard',
    });
    expect(again.statusCode).toBe(429);
    expect({
      excuses: await countOf(excuses),
      notices: await countOf(notifications),
      offers: await countOf(matchOffers),
    }).toEqual(before);
    // Reads and another player's writes are not held back.
    expect((await client.get('/api/excuses/mine')).statusCode).toBe(200);
    const theirs = clientFor(t, await sessionCookie(t.db, other.id, TEST_SECRET));
    expect((await theirs.post('/api/excuses', excuse)).statusCode).toBe(201);
  });

  it('counts only writes that went through: refused ones leave the allowance whole', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const [top, , me] = players;
    const client = clientFor(t, await sessionCookie(t.db, me.id, TEST_SECRET));
    // Refused for their own reasons, each reaching the handler: an excuse already over, one
    // overlapping another, an offer to oneself, the withdrawal of an offer that does not exist.
    const taken = await client.post('/api/excuses', {
      excuseType: 'Diğer',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
    });
    expect(taken.statusCode).toBe(201);
    const refusals = [
      () =>
        client.post('/api/excuses', { excuseType: 'Diğer', startDate: '2026-11-10', endDate: '2026-11-12' }),
      () =>
        client.post('/api/excuses', { excuseType: 'Diğer', startDate: '2026-12-11', endDate: '2026-12-14' }),
      () =>
        client.post('/api/offers', {
          leagueId: league.id,
          termsAccepted: true,
          opponentId: me.id,
          source: 'wizard',
        }),
      () => client.post(`/api/offers/${crypto.randomUUID()}/cancel`),
    ];
    for (let round = 0; round < 3; round++)
      for (const refused of refusals) {
        const res = await refused();
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).not.toBe(429);
      }
    // Three more accepted writes make four: the fifth is refused.
    expect((await client.delete(`/api/excuses/${taken.json().excuse.id}`)).statusCode).toBe(200);
    const offer = await client.post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: top.id,
      source: 'wizard',
    });
    expect(offer.statusCode).toBe(201);
    expect((await client.post(`/api/offers/${offer.json().offer.id}/cancel`)).statusCode).toBe(200);
    const fifth = await client.post('/api/excuses', {
      excuseType: 'Diğer',
      startDate: '2026-12-20',
      endDate: '2026-12-21',
    });
    expect(fifth.statusCode).toBe(429);
    expect(errorOf(fifth).message).toBe(messages.common.tooManyNotices(60));
  });

  it("leaves a moderator's changes to players' excuses out of the moderator's own count", async () => {
    const { league, players } = await createLadder(t.db, 6);
    const moderator = await createUser(t.db);
    await makeModerator(t.db, league.id, moderator.id);
    const mod = clientFor(t, await sessionCookie(t.db, moderator.id, TEST_SECRET));
    for (const player of players) {
      const coming = await createExcuseRow(t.db, player.id, '2026-12-01', '2026-12-10');
      expect((await mod.patch(`/api/excuses/${coming.id}`, { endDate: '2026-12-05' })).statusCode).toBe(200);
      expect((await mod.delete(`/api/excuses/${coming.id}`)).statusCode).toBe(200);
    }
    // An admin too.
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    for (const player of players.slice(0, 5)) {
      const coming = await createExcuseRow(t.db, player.id, '2026-12-20', '2026-12-24');
      expect((await admin.delete(`/api/excuses/${coming.id}`)).statusCode).toBe(200);
    }
    // Their own excuses count as anyone's.
    const own = { excuseType: 'Diğer', startDate: '2026-12-01', endDate: '2026-12-02' };
    for (let i = 0; i < 2; i++) {
      const mine = await mod.post('/api/excuses', own);
      expect(mine.statusCode).toBe(201);
      expect((await mod.delete(`/api/excuses/${mine.json().excuse.id}`)).statusCode).toBe(200);
    }
    const fifth = await mod.post('/api/excuses', own);
    expect(fifth.statusCode).toBe(429);
  });
});

describe('notice writes sent at once', () => {
  it('let no more through than the limit: a write in flight holds its place', async () => {
    const { client } = await signedInUser(t);
    const answers = await Promise.all(
      [1, 3, 5, 7, 9, 11, 13].map((day) =>
        client.post('/api/excuses', {
          excuseType: 'Diğer',
          startDate: `2026-12-${String(day).padStart(2, '0')}`,
          endDate: `2026-12-${String(day + 1).padStart(2, '0')}`,
        }),
      ),
    );
    // (Excuses are entered in order, so some sent at once are refused for that, giving their place back.)
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(4);
    expect(codes).toContain(429);
    expect(codes.every((c) => c === 201 || c === 422 || c === 429)).toBe(true);
  });
});

describe('notice writes at the product limit', () => {
  it(`accepts ${NOTICE_WRITES_PER_HOUR} writes in an hour and refuses the next with the Turkish message`, async () => {
    const real = await createTestApp({ now: () => now, noticeWritesPerHour: NOTICE_WRITES_PER_HOUR });
    try {
      const { client } = await signedInUser(real);
      const excuse = { excuseType: 'Diğer', startDate: '2026-11-26', endDate: '2026-11-27' };
      // A refused write on the way changes nothing.
      const over = await client.post('/api/excuses', {
        ...excuse,
        startDate: '2026-11-01',
        endDate: '2026-11-02',
      });
      expect(over.statusCode).toBe(422);
      for (let i = 0; i < NOTICE_WRITES_PER_HOUR / 2; i++) {
        const made = await client.post('/api/excuses', excuse);
        expect(made.statusCode).toBe(201);
        expect((await client.delete(`/api/excuses/${made.json().excuse.id}`)).statusCode).toBe(200);
      }
      const next = await client.post('/api/excuses', excuse);
      expect(next.statusCode).toBe(429);
      expect(errorOf(next).message).toBe(
        'Son bir saatte çok sayıda teklif, mazeret ya da maç isteği gönderdiniz; rakiplerinizi korumak için bu işlem durduruldu. Lütfen 60 dakika sonra tekrar deneyiniz.',
      );
    } finally {
      await real.close();
    }
  });
});
