// A player's writes that tell other players something share one hourly count per account, so a
// loop of excuse and cancellation (or offer and withdrawal) cannot flood the league.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excuses, matchOffers, notifications } from '../../src/server/db/schema/index.js';
import { messages } from '../../src/shared/messages.js';
import { clientFor } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
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
});
