import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  leagueApplications,
  leagueModerators,
  leagueParticipants,
  leagues,
  matchOffers,
} from '../../src/server/db/schema/index.js';
import { toLeague } from '../../src/server/modules/leagues/league-view.js';
import { ZJoinableLeaguePage } from '../../src/shared/contract/leagues.js';
import { addDays, istanbulToday } from '../../src/shared/time.js';
import { clientFor, signedInUser } from '../support/client.js';
import {
  addParticipants,
  createLadder,
  createLeague,
  createUser,
  sessionCookie,
} from '../support/factories.js';
import { leagueBody } from '../support/league-body.js';
import { createApplication, makeModerator } from '../support/league-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
const NOW = new Date();
const today = istanbulToday(NOW);
const yesterday = istanbulToday(addDays(NOW, -1));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const leagueCount = async () => (await t.db.select({ n: count() }).from(leagues))[0].n;

describe('league administration', () => {
  it('keeps league names apart whatever the case or spaces: a second league of a name is refused, and so is a rename to one', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const first = await admin.post('/api/leagues', leagueBody({ name: 'Çınar Ligi' }));
    expect(first.statusCode).toBe(201);
    const before = await leagueCount();
    const again = await admin.post('/api/leagues', leagueBody({ name: '  ÇINAR ligi ' }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      message: 'Bu adla bir lig zaten var; başka bir ad yazınız.',
      fields: { name: 'Bu adla bir lig zaten var; başka bir ad yazınız.' },
    });
    expect(await leagueCount()).toBe(before);
    // Spaces inside count as one, as the page shows them.
    expect((await admin.post('/api/leagues', leagueBody({ name: 'Cinar   Ligi' }))).statusCode).toBe(409);

    const other = (await admin.post('/api/leagues', leagueBody({ name: 'Meşe Ligi' }))).json();
    const rename = await admin.put(`/api/leagues/${other.id}`, leagueBody({ name: 'çınar ligi' }));
    expect(rename.statusCode).toBe(409);
    expect((await admin.get(`/api/leagues/${other.id}`)).json().name).toBe('Meşe Ligi');
    // Saving a league under its own name is no clash.
    expect((await admin.put(`/api/leagues/${other.id}`, leagueBody({ name: 'Meşe Ligi' }))).statusCode).toBe(
      200,
    );
  });

  it('lists leagues in Turkish alphabetical order, numbers by value', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const names = [
      'Zap Sıra Ligi',
      'Sıra Ligi 10',
      'İpek Sıra Ligi',
      'Sıra Ligi 2',
      'Çınar Sıra Ligi',
      'Cam Sıra Ligi',
    ];
    for (const name of names) await createLeague(t.db, { name });
    const listed = (await admin.get('/api/leagues')).json() as { name: string }[];
    expect(listed.map((l) => l.name).filter((n) => names.includes(n))).toEqual([
      'Cam Sıra Ligi',
      'Çınar Sıra Ligi',
      'İpek Sıra Ligi',
      'Sıra Ligi 2',
      'Sıra Ligi 10',
      'Zap Sıra Ligi',
    ]);
  });

  it('lets an admin create, read, edit and delete a league, logging each', async () => {
    const { client: admin, user } = await signedInUser(t, { role: 'Admin' });
    const created = await admin.post('/api/leagues', leagueBody({ name: 'Kış Ligi', rules: '' }));
    expect(created.statusCode).toBe(201);
    const league = created.json();
    expect(league).toMatchObject({
      name: 'Kış Ligi',
      city: 21,
      setCount: 3,
      maxOffers: 3,
      rules: null,
      isActive: true,
    });
    const [row] = await t.db.select().from(leagues).where(eq(leagues.id, league.id));
    expect(row.createdById).toBe(user.id);

    const read = await admin.get(`/api/leagues/${league.id}`);
    expect(read.json()).toMatchObject({ name: 'Kış Ligi', activeNow: true });

    const edited = await admin.put(
      `/api/leagues/${league.id}`,
      leagueBody({ name: 'Kış Ligi 2', isActive: false, setCount: 5 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Kış Ligi 2',
      isActive: false,
      activeNow: false,
      setCount: 5,
    });

    const deleted = await admin.delete(`/api/leagues/${league.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(leagues).where(eq(leagues.id, league.id))).toHaveLength(0);
    const events = (await t.db.select().from(adminLogs))
      .filter((l) => (l.eventDetails as { leagueId?: string }).leagueId === league.id)
      .map((l) => l.eventType);
    expect(events).toEqual(['LeagueCreated', 'LeagueUpdated', 'LeagueDeleted']);
  });

  it('logs a renamed league with its old and new name, read as "old → new"', async () => {
    const { client: admin, user } = await signedInUser(t, { role: 'Admin' });
    const league = (await admin.post('/api/leagues', leagueBody({ name: 'Bahar Ligi (ad)' }))).json();
    const renamed = await admin.put(`/api/leagues/${league.id}`, leagueBody({ name: 'Yaz Ligi (ad)' }));
    expect(renamed.statusCode).toBe(200);
    // Saved again without a new name: no rename to tell.
    const again = await admin.put(`/api/leagues/${league.id}`, leagueBody({ name: 'Yaz Ligi (ad)' }));
    expect(again.statusCode).toBe(200);
    const updates = (
      await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'LeagueUpdated'))
    ).filter((l) => (l.eventDetails as { leagueId?: string }).leagueId === league.id);
    expect(updates.map((l) => l.eventDetails)).toEqual(
      expect.arrayContaining([
        {
          leagueId: league.id,
          name: 'Yaz Ligi (ad)',
          previousName: 'Bahar Ligi (ad)',
          changes: {},
          by: user.id,
        },
        { leagueId: league.id, name: 'Yaz Ligi (ad)', changes: {}, by: user.id },
      ]),
    );
    const renameId = updates.find((l) => 'previousName' in (l.eventDetails as object))!.id;
    const plainId = updates.find((l) => l.id !== renameId)!.id;
    const today = istanbulToday(new Date());
    const items = (
      await admin.get(`/api/admin-logs?from=${today}&to=${today}&tab=all&eventType=LeagueUpdated`)
    ).json().items as { id: string; summary: string; lines: { label: string; value: string }[] }[];
    const entry = items.find((i) => i.id === renameId)!;
    expect(entry.lines).toContainEqual({ label: 'Lig adı', value: 'Bahar Ligi (ad) → Yaz Ligi (ad)' });
    expect(entry.summary).toContain('Lig adı: Bahar Ligi (ad) → Yaz Ligi (ad)');
    expect(items.find((i) => i.id === plainId)!.lines).toContainEqual({
      label: 'Lig',
      value: 'Yaz Ligi (ad)',
    });
  });

  it('changes a league’s gender only while every player on its ladder is of the new gender', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const { league } = await createLadder(t.db, 2);
    const res = await admin.put(`/api/leagues/${league.id}`, leagueBody({ gender: 'female' }));
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(
      'Ligde bu cinsiyetten olmayan 2 oyuncu var; ligin cinsiyetini değiştirmek için önce onları ligden çıkarınız.',
    );
    expect((await t.db.select().from(leagues).where(eq(leagues.id, league.id)))[0].gender).toBe('male');
    // The same gender, other changes: saved. An empty league changes its gender.
    expect((await admin.put(`/api/leagues/${league.id}`, leagueBody({ maxOffers: 4 }))).statusCode).toBe(200);
    const empty = await createLeague(t.db);
    const changed = await admin.put(`/api/leagues/${empty.id}`, leagueBody({ gender: 'female' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().gender).toBe('female');
  });

  it('says what is wrong with a huge number, a long name or a malformed date, one message each', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const fields = (res: { json: () => { error: { fields?: Record<string, string> } } }) =>
      res.json().error.fields ?? {};
    const huge = await admin.post(
      '/api/leagues',
      leagueBody({ maxOffers: '100000000000000000000' as never }),
    );
    expect(huge.statusCode).toBe(400);
    expect(fields(huge).maxOffers).toBe('Değer 1 ile 20 arasında olmalıdır.');
    const long = await admin.post('/api/leagues', leagueBody({ name: 'L'.repeat(101) }));
    expect(fields(long).name).toBe('Bu alan için en fazla 100 karakter yazabilirsiniz.');
    const malformed = await admin.post('/api/leagues', leagueBody({ startDate: 'abc' }));
    expect(fields(malformed).startDate).toBeDefined();
    expect(fields(malformed).endDate).toBeUndefined();
  });

  it('reads numbers written as base-10 text, as a form sends them', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Super Admin' });
    const res = await admin.post(
      '/api/leagues',
      leagueBody({ setCount: '5', maxOffers: '08', setTieBreakScore: '7' } as never),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ setCount: 5, maxOffers: 8 });
  });

  it.each([
    [{ name: ' ' }, 'Lig adı zorunludur.'],
    [{ startDate: '' }, 'Başlangıç tarihi zorunludur.'],
    [{ endDate: undefined }, 'Bitiş tarihi zorunludur.'],
    [{ startDate: '2026-05-01', endDate: '2026-04-30' }, 'Bitiş tarihi başlangıç tarihinden önce olamaz.'],
    [{ setCount: 4 }, 'Set sayısı 3 veya 5 olmalıdır.'],
    [{ gameFormat: 5 }, 'Oyun formatı 4 veya 6 olmalıdır.'],
    [{ setDecisionsFormat: 'Tie' }, 'Karar seti türünü seçiniz.'],
    [{ pointType: 'golden' }, 'Sayı kuralını seçiniz.'],
    [{ gender: 'other' }, 'Lig cinsiyetini seçiniz.'],
    [{ city: 6 }, 'İl seçiniz.'],
    [{ maxOffers: 0 }, 'Değer 1 ile 20 arasında olmalıdır.'],
    [{ maxDaysToRespond: -1 }, 'Değer 1 ile 30 arasında olmalıdır.'],
    [{ maxOffersReceive: '0x10' }, 'Tam sayı giriniz.'],
    [{ maxDaysToPlay: 2.5 }, 'Tam sayı giriniz.'],
    [{ maxDaysToRePlay: '' }, 'Bu alan zorunludur.'],
    [{ superTieBreak: 1000 }, 'Değer 1 ile 30 arasında olmalıdır.'],
    [{ startDate: '2026-02-30' }, 'Geçerli bir tarih giriniz.'],
  ])('refuses %j with a Turkish message and writes nothing', async (change, message) => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const before = await leagueCount();
    const res = await admin.post('/api/leagues', { ...leagueBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await leagueCount()).toBe(before);
  });

  it('answers a missing or malformed league id in Turkish', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const missing = await admin.get('/api/leagues/7b1c6a52-8a53-4a0e-9a57-1f6f3f1c0a11');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Lig verisi bulunamadı.');
    const bad = await admin.get('/api/leagues/abc');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Geçersiz lig ID.');
    const put = await admin.put('/api/leagues/7b1c6a52-8a53-4a0e-9a57-1f6f3f1c0a11', leagueBody());
    expect(put.statusCode).toBe(404);
  });

  it('deletes a league with its participants, applications and moderators', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const { league, players } = await createLadder(t.db, 3);
    const applicant = await createUser(t.db);
    await createApplication(t.db, applicant.id, league.id);
    await makeModerator(t.db, league.id, players[0].id);
    const res = await admin.delete(`/api/leagues/${league.id}`);
    expect(res.statusCode).toBe(200);
    for (const table of [leagueParticipants, leagueApplications, leagueModerators]) {
      expect(await t.db.select().from(table).where(eq(table.leagueId, league.id))).toHaveLength(0);
    }
  });

  it('refuses to delete a league that has match offers, suggesting to deactivate it', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const { league, players } = await createLadder(t.db, 2);
    await t.db.insert(matchOffers).values({
      offererId: players[1].id,
      opponentId: players[0].id,
      opponentName: 'Rakip',
      leagueId: league.id,
      respondBy: new Date(NOW.getTime() + 86_400_000),
    });
    const res = await admin.delete(`/api/leagues/${league.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/silinemez.*pasif/);
    expect(await t.db.select().from(leagues).where(eq(leagues.id, league.id))).toHaveLength(1);
    expect(
      await t.db.select().from(leagueParticipants).where(eq(leagueParticipants.leagueId, league.id)),
    ).toHaveLength(2);
  });

  it('keeps league administration to admins; moderators list only their leagues', async () => {
    const mine = await createLeague(t.db, { name: 'Moderasyon Ligi' });
    const other = await createLeague(t.db);
    const { client: mod, user: modUser } = await signedInUser(t);
    await makeModerator(t.db, mine.id, modUser.id);
    const { client: player } = await signedInUser(t);
    const anon = clientFor(t);

    const list = await mod.get('/api/leagues');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((l: { id: string }) => l.id)).toEqual([mine.id]);
    expect(list.json()[0].canEdit).toBe(false);
    expect((await mod.get(`/api/leagues/${mine.id}`)).statusCode).toBe(200);
    expect((await mod.get(`/api/leagues/${other.id}`)).statusCode).toBe(403);
    expect((await player.get('/api/leagues')).statusCode).toBe(403);
    expect((await anon.get('/api/leagues')).statusCode).toBe(401);

    for (const c of [mod, player]) {
      expect((await c.post('/api/leagues', leagueBody())).statusCode).toBe(403);
      expect((await c.put(`/api/leagues/${mine.id}`, leagueBody())).statusCode).toBe(403);
      const del = await c.delete(`/api/leagues/${mine.id}`);
      expect(del.statusCode).toBe(403);
      expect(errorOf(del).message).toBe('Yetkiniz yok.');
    }
    expect((await anon.post('/api/leagues', leagueBody())).statusCode).toBe(401);
    expect(await t.db.select().from(leagues).where(eq(leagues.id, mine.id))).toHaveLength(1);

    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const all = (await admin.get('/api/leagues')).json();
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.every((l: { canEdit: boolean }) => l.canEdit)).toBe(true);
  });

  it('counts participants and pending applications in the settings list', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const { league } = await createLadder(t.db, 4);
    await createApplication(t.db, (await createUser(t.db)).id, league.id);
    await createApplication(t.db, (await createUser(t.db)).id, league.id, 'rejected');
    const item = (await admin.get('/api/leagues')).json().find((l: { id: string }) => l.id === league.id);
    expect(item).toMatchObject({ participantCount: 4, pendingApplicationCount: 1 });
  });

  it('gives a new league the general match completion deadline as its play deadline unless it names one', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    expect(
      (await admin.put('/api/settings', { loginTimeout: 30, matchCompletionDeadline: 12 })).statusCode,
    ).toBe(200);
    const { maxDaysToPlay: _, ...withoutDeadline } = leagueBody({ name: 'Varsayılan Süre Ligi' });
    const defaulted = await admin.post('/api/leagues', withoutDeadline);
    expect(defaulted.statusCode).toBe(201);
    expect(defaulted.json().maxDaysToPlay).toBe(12);
    const own = await admin.post('/api/leagues', leagueBody({ name: 'Kendi Süresi Ligi', maxDaysToPlay: 9 }));
    expect(own.json().maxDaysToPlay).toBe(9);
    // Every value the general setting takes (up to 90 days) is a valid league play deadline.
    const longest = await admin.post(
      '/api/leagues',
      leagueBody({ name: 'Uzun Süre Ligi', maxDaysToPlay: 90 }),
    );
    expect(longest.statusCode).toBe(201);
    await admin.put('/api/settings', { loginTimeout: 30, matchCompletionDeadline: 7 });
  });
});

describe('leagues for players', () => {
  it('lists only active leagues of the player’s gender that they have not joined or applied to', async () => {
    const { client, user } = await signedInUser(t, { gender: 'female' });
    const open = await createLeague(t.db, { gender: 'female', name: 'Açık Kadınlar' });
    const endsToday = await createLeague(t.db, { gender: 'female', endDate: today });
    const ended = await createLeague(t.db, { gender: 'female', endDate: yesterday });
    const inactive = await createLeague(t.db, { gender: 'female', isActive: false });
    const men = await createLeague(t.db, { gender: 'male' });
    const joined = await createLeague(t.db, { gender: 'female' });
    await addParticipants(t.db, joined.id, [user.id]);
    const applied = await createLeague(t.db, { gender: 'female' });
    await createApplication(t.db, user.id, applied.id);
    await addParticipants(t.db, open.id, [(await createUser(t.db, { gender: 'female' })).id]);

    const res = await client.get('/api/leagues/joinable');
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((l: { id: string }) => l.id);
    expect(ids).toContain(open.id);
    expect(ids).toContain(endsToday.id);
    for (const hidden of [ended, inactive, men, joined, applied]) expect(ids).not.toContain(hidden.id);
    expect(res.json().items.find((l: { id: string }) => l.id === open.id)).toMatchObject({
      participantCount: 1,
      activeNow: true,
      rules: 'Maçlar 3 set üzerinden oynanır.',
    });
    // The page is JSON text built in SQL: the contract's shape, every field as the rest of the API
    // shows a league.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ZJoinableLeaguePage.parse(res.json())).toEqual(res.json());
    expect(res.json().items.find((l: { id: string }) => l.id === endsToday.id)).toEqual({
      ...toLeague(endsToday, new Date()),
      participantCount: 0,
    });
  });

  it('shows nothing to a player of another gender or without a profile', async () => {
    await createLeague(t.db, { gender: 'male' });
    const { client: other } = await signedInUser(t, { gender: 'other' });
    expect((await other.get('/api/leagues/joinable')).json()).toMatchObject({ items: [], total: 0 });
    const { client: fresh } = await signedInUser(t, { withProfile: false });
    expect((await fresh.get('/api/leagues/joinable')).json()).toMatchObject({ items: [], total: 0 });
    expect((await clientFor(t).get('/api/leagues/joinable')).statusCode).toBe(401);
  });

  it('pages the joinable leagues on the server, ten at a time, by start date', async () => {
    const { client } = await signedInUser(t, { gender: 'female' });
    const before = (await client.get('/api/leagues/joinable')).json().total;
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(
        await createLeague(t.db, {
          gender: 'female',
          name: `Sayfa ${String(i).padStart(2, '0')}`,
          startDate: '2000-01-01',
        }),
      );
    const first = (await client.get('/api/leagues/joinable?page=1')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: before + 12 });
    expect(first.totalPages).toBe(Math.ceil((before + 12) / 10));
    expect(first.items).toHaveLength(10);
    // The oldest start date first: these twelve lead, by name.
    expect(first.items.map((l: { name: string }) => l.name)).toEqual(
      made
        .slice(0, 10)
        .map((l) => l.name)
        .sort(),
    );
    const second = (await client.get('/api/leagues/joinable?page=2')).json();
    expect(second.items.slice(0, 2).map((l: { name: string }) => l.name)).toEqual(['Sayfa 10', 'Sayfa 11']);
    const beyond = (await client.get('/api/leagues/joinable?page=99')).json();
    expect(beyond).toMatchObject({ items: [], page: 99, total: before + 12 });
    const bad = await client.get('/api/leagues/joinable?page=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('gives the player their leagues with rank and the active-now flag', async () => {
    const { league, players } = await createLadder(t.db, 3, { name: 'Benim Ligim' });
    const ended = await createLeague(t.db, { startDate: '2020-01-01', endDate: yesterday });
    await addParticipants(t.db, ended.id, [players[1].id]);
    const me = clientFor(t, await sessionCookie(t.db, players[1].id, TEST_SECRET));
    const res = await me.get('/api/leagues/mine');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(res.json()[0]).toMatchObject({
      id: league.id,
      name: 'Benim Ligim',
      rank: 2,
      activeNow: true,
      participantCount: 3,
    });
    expect(res.json()[1]).toMatchObject({ id: ended.id, rank: 1, activeNow: false });
    const { client: none } = await signedInUser(t);
    expect((await none.get('/api/leagues/mine')).json()).toEqual([]);
  });
});
