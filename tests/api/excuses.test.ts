import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excuses, notifications } from '../../src/server/db/schema/index.js';
import { createExcuseRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// 20 Nov 2026 13:00 in Istanbul (in the past, so test sessions never idle out).
const now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const excuseCount = async (userId: string) =>
  (await t.db.select({ n: count() }).from(excuses).where(eq(excuses.userId, userId)))[0].n;

describe('excuses', () => {
  it('adds an excuse and tells every other participant of the league', async () => {
    const { league, players } = await createLadder(t.db, 4);
    await createLadder(t.db, 2); // another league: its players hear nothing
    const me = players[1];
    const client = clientFor(t, await sessionCookie(t.db, me.id, TEST_SECRET));
    const res = await client.post('/api/excuses', {
      excuseType: 'Sakatlık',
      startDate: '2026-11-20',
      endDate: '2026-11-30',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Durum güncellendi!',
      excuse: { userId: me.id, excuseType: 'Sakatlık', startDate: '2026-11-20', endDate: '2026-11-30' },
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.type, 'excuse'));
    expect(notes.map((n) => n.userId).sort()).toEqual(
      players
        .filter((p) => p.id !== me.id)
        .map((p) => p.id)
        .sort(),
    );
    expect(notes[0]).toMatchObject({ subject: 'Mazeret Bildirimi', status: 'unread' });
    expect(notes[0].message).toBe(
      `${me.name} 20 Kas 2026 – 30 Kas 2026 tarihleri arasında mazeretlidir (Sakatlık).`,
    );

    const mine = (await client.get('/api/excuses/mine')).json();
    expect(mine.active).toMatchObject({ startDate: '2026-11-20' });
    const overview = (await client.get('/api/offers/overview')).json();
    expect(overview.league.id).toBe(league.id);
    expect(overview.myActiveExcuse).toMatchObject({ excuseType: 'Sakatlık', endDate: '2026-11-30' });
    const other = clientFor(t, await sessionCookie(t.db, players[3].id, TEST_SECRET));
    const seen = (await other.get('/api/offers/overview')).json();
    expect(seen.dashboardCandidates.find((c: { userId: string }) => c.userId === me.id)).toMatchObject({
      excused: true,
      offerable: false,
    });
  });

  it('takes an open-ended excuse as active', async () => {
    const { user, client } = await signedInUser(t);
    const res = await client.post('/api/excuses', {
      excuseType: 'Diğer',
      startDate: '2026-11-01',
      endDate: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().excuse.endDate).toBeNull();
    expect((await client.get('/api/excuses/mine')).json().active.userId).toBe(user.id);
  });

  it.each([
    [
      { excuseType: 'Tatil', startDate: '2026-12-05', endDate: '2026-12-05' },
      'Mazeret başlangıç tarihi, bitiş tarihinden önce olmalıdır.',
    ],
    [
      { excuseType: 'Tatil', startDate: '2026-12-05', endDate: '2026-12-01' },
      'Mazeret başlangıç tarihi, bitiş tarihinden önce olmalıdır.',
    ],
    [{ excuseType: 'Uyku', startDate: '2026-12-01', endDate: '2026-12-05' }, 'Mazeret türü seçiniz.'],
    [{ excuseType: 'Tatil', startDate: '', endDate: '2026-12-05' }, 'Başlangıç tarihi zorunludur.'],
    [{ excuseType: 'Tatil', startDate: '2026-02-30', endDate: '2026-12-05' }, 'Geçerli bir tarih giriniz.'],
  ])('refuses %j with a Turkish message and writes nothing', async (body, message) => {
    const { user, client } = await signedInUser(t);
    const res = await client.post('/api/excuses', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await excuseCount(user.id)).toBe(0);
  });

  it('refuses an excuse starting before an existing one ends, naming its dates', async () => {
    const { user, client } = await signedInUser(t);
    await createExcuseRow(t.db, user.id, '2026-11-10', '2026-11-25');
    const res = await client.post('/api/excuses', {
      excuseType: 'Tatil',
      startDate: '2026-11-24',
      endDate: '2026-12-01',
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(
      'Bu tarihlerle çakışan bir mazeretiniz zaten var (10 Kas 2026 – 25 Kas 2026).',
    );
    expect(await excuseCount(user.id)).toBe(1);
    const after = await client.post('/api/excuses', {
      excuseType: 'Tatil',
      startDate: '2026-11-25',
      endDate: '2026-12-01',
    });
    expect(after.statusCode).toBe(201);
  });

  it('lets two requests at once add only one of two clashing excuses', async () => {
    const { user, client } = await signedInUser(t);
    const body = { excuseType: 'Hastalık', startDate: '2026-12-01', endDate: '2026-12-10' };
    const results = await Promise.all([client.post('/api/excuses', body), client.post('/api/excuses', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await excuseCount(user.id)).toBe(1);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/excuses',
      payload: { excuseType: 'Tatil', startDate: '2026-12-01', endDate: '2026-12-05' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/excuses/mine' })).statusCode).toBe(401);
  });
});
