import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, excuses, notifications } from '../../src/server/db/schema/index.js';
import { createExcuseRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { makeModerator } from '../support/league-factories.js';
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
      `${me.name} 20 Kasım 2026 – 30 Kasım 2026 tarihleri arasında mazeretlidir (Sakatlık).`,
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

  it('refuses an excuse wholly in the past under its end date; one that started earlier but ends today is taken', async () => {
    const { user, client } = await signedInUser(t);
    // Today is 20 November 2026 in Istanbul.
    for (const endDate of ['2026-11-19', '2026-11-02']) {
      const res = await client.post('/api/excuses', {
        excuseType: 'Tatil',
        startDate: '2026-11-01',
        endDate,
      });
      expect(res.statusCode).toBe(422);
      const text =
        'Bitiş tarihi bugünden önce olamaz: tamamen geçmişte kalan bir mazeret girilemez. Geçmişte başlayan bir mazeret bugün ya da daha sonra bitmelidir.';
      expect(errorOf(res).message).toBe(text);
      expect(res.json().error.fields).toEqual({ endDate: text });
    }
    expect(await excuseCount(user.id)).toBe(0);
    const endsToday = await client.post('/api/excuses', {
      excuseType: 'Tatil',
      startDate: '2026-11-01',
      endDate: '2026-11-20',
    });
    expect(endsToday.statusCode).toBe(201);
    expect(await excuseCount(user.id)).toBe(1);
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
      'Bu tarihlerle çakışan bir mazeretiniz zaten var (10 Kasım 2026 – 25 Kasım 2026).',
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

const excuseOf = async (id: string) => (await t.db.select().from(excuses).where(eq(excuses.id, id)))[0];
const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));

// Today is 20 Nov 2026 in Istanbul.
describe('open-ended excuses', () => {
  it('tells the league "from … on, indefinitely", and a later excuse ends it the day before', async () => {
    const { players } = await createLadder(t.db, 2);
    const [me, mate] = players;
    const client = await as(me.id);
    const open = await client.post('/api/excuses', {
      excuseType: 'Tatil',
      startDate: '2026-12-10',
      endDate: '',
    });
    expect(open.statusCode).toBe(201);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, mate.id));
    expect(note.message).toBe(`${me.name} 10 Aralık 2026'dan itibaren, süresiz mazeretlidir (Tatil).`);

    const later = await client.post('/api/excuses', {
      excuseType: 'Sakatlık',
      startDate: '2027-01-05',
      endDate: '2027-01-20',
    });
    expect(later.statusCode).toBe(201);
    expect((await excuseOf(open.json().excuse.id)).endDate).toBe('2027-01-04');
    const mine = (await client.get('/api/excuses/mine')).json();
    expect(mine.excuses.map((e: { endDate: string | null }) => e.endDate)).toEqual([
      '2027-01-20',
      '2027-01-04',
    ]);
    expect(mine.today).toBe('2026-11-20');
  });

  it('refuses one starting on or before the open one as overlapping, naming it naturally', async () => {
    const { user, client } = await signedInUser(t);
    await createExcuseRow(t.db, user.id, '2026-12-10', null);
    const res = await client.post('/api/excuses', {
      excuseType: 'Tatil',
      startDate: '2026-12-10',
      endDate: '',
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(
      "Bu tarihlerle çakışan bir mazeretiniz zaten var (10 Aralık 2026'dan itibaren, süresiz).",
    );
    expect(await excuseCount(user.id)).toBe(1);
  });

  it('refuses one wholly before an existing excuse for its order, not as an overlap', async () => {
    const { user, client } = await signedInUser(t);
    await createExcuseRow(t.db, user.id, '2026-12-10', '2026-12-20');
    const res = await client.post('/api/excuses', {
      excuseType: 'Tatil',
      startDate: '2026-12-01',
      endDate: '2026-12-05',
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(
      'Mazeretler sırayla girilir: yeni mazeretiniz, son mazeretinizden (10 Aralık 2026 – 20 Aralık 2026) önce başlayamaz.',
    );
    expect(await excuseCount(user.id)).toBe(1);
  });
});

describe('ending, shortening and cancelling an excuse', () => {
  it('lets a player end their open excuse and then send an offer', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const me = players[1];
    const client = await as(me.id);
    const open = await createExcuseRow(t.db, me.id, '2026-11-01', null);
    const offer = {
      leagueId: league.id,
      opponentId: players[0].id,
      source: 'dashboard',
      termsAccepted: true,
    };
    expect((await client.post('/api/offers', offer)).statusCode).toBe(422);

    const res = await client.patch(`/api/excuses/${open.id}`, { endDate: '2026-11-19' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Mazeret bitirildi.', excuse: { endDate: '2026-11-19' } });
    expect((await client.get('/api/excuses/mine')).json().active).toBeNull();
    expect((await client.post('/api/offers', offer)).statusCode).toBe(201);
    // The player's own change is no staff change: nothing for the admins.
    const logs = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'ExcuseChanged'));
    expect(logs.filter((l) => (l.eventDetails as { excuseId: string }).excuseId === open.id)).toHaveLength(0);
  });

  it('tells the other players of the league when an excuse ends, shortens or is cancelled', async () => {
    const { players } = await createLadder(t.db, 3);
    const [mate, me, other] = players;
    const client = await as(me.id);
    const open = await createExcuseRow(t.db, me.id, '2026-11-01', null, 'Sakatlık');
    const coming = await createExcuseRow(t.db, me.id, '2026-12-01', '2026-12-10', 'Tatil');
    const told = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.type, 'excuse')))
        .filter((n) => n.targetId === me.id)
        .map((n) => [n.userId, n.message]);
    expect((await client.patch(`/api/excuses/${open.id}`, { endDate: '2026-11-19' })).statusCode).toBe(200);
    expect((await client.patch(`/api/excuses/${coming.id}`, { endDate: '2026-12-05' })).statusCode).toBe(200);
    expect((await client.delete(`/api/excuses/${coming.id}`)).statusCode).toBe(200);
    const texts = [
      `${me.name} mazeretini bitirdi (Sakatlık); artık maç teklifi alabilir.`,
      `${me.name} mazeretini kısalttı (Tatil): 1 Aralık 2026 – 5 Aralık 2026.`,
      `${me.name} mazeretini iptal etti (Tatil, 1 Aralık 2026 – 5 Aralık 2026).`,
    ];
    expect((await told()).sort()).toEqual(
      [mate, other].flatMap((p) => texts.map((text) => [p.id, text])).sort(),
    );
  });

  it('shortens to today or later, never lengthens, and leaves the past alone', async () => {
    const { user, client } = await signedInUser(t);
    const past = await createExcuseRow(t.db, user.id, '2026-10-01', '2026-10-10');
    const now = await createExcuseRow(t.db, user.id, '2026-11-15', '2026-11-30');
    const cases: [string, string, number, string][] = [
      [
        now.id,
        '2026-12-05',
        422,
        'Yeni bitiş tarihi, şimdiki bitiş tarihinden (30 Kasım 2026) önce olmalıdır.',
      ],
      [
        now.id,
        '2026-11-30',
        422,
        'Yeni bitiş tarihi, şimdiki bitiş tarihinden (30 Kasım 2026) önce olmalıdır.',
      ],
      [
        now.id,
        '2026-11-18',
        422,
        'Bitiş tarihi dünden önce olamaz: geçmiş günlerin mazereti değiştirilemez.',
      ],
      [past.id, '2026-11-25', 422, 'Sona ermiş bir mazeret değiştirilemez.'],
    ];
    for (const [id, endDate, status, message] of cases) {
      const res = await client.patch(`/api/excuses/${id}`, { endDate });
      expect(res.statusCode).toBe(status);
      expect(errorOf(res).message).toBe(message);
    }
    expect((await excuseOf(now.id)).endDate).toBe('2026-11-30');
    expect((await excuseOf(past.id)).endDate).toBe('2026-10-10');

    const ok = await client.patch(`/api/excuses/${now.id}`, { endDate: '2026-11-25' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Mazeretin bitiş tarihi güncellendi.');
    expect((await excuseOf(now.id)).endDate).toBe('2026-11-25');
  });

  it('shortens a coming excuse down to its first day, and cancels it; a started one cannot be cancelled', async () => {
    const { user, client } = await signedInUser(t);
    const started = await createExcuseRow(t.db, user.id, '2026-11-10', '2026-11-22');
    const coming = await createExcuseRow(t.db, user.id, '2026-12-01', '2026-12-10');
    const early = await client.patch(`/api/excuses/${coming.id}`, { endDate: '2026-11-30' });
    expect(early.statusCode).toBe(422);
    expect(errorOf(early).message).toBe(
      'Bitiş tarihi, mazeretin başlangıcından (1 Aralık 2026) önce olamaz. Henüz başlamamış bir mazereti iptal edebilirsiniz.',
    );
    expect((await client.patch(`/api/excuses/${coming.id}`, { endDate: '2026-12-01' })).statusCode).toBe(200);

    const refused = await client.delete(`/api/excuses/${started.id}`);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(
      'Başlamış bir mazeret iptal edilemez; bitirebilir ya da kısaltabilirsiniz.',
    );
    const cancelled = await client.delete(`/api/excuses/${coming.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ ok: true, message: 'Mazeret iptal edildi.' });
    expect(await excuseOf(coming.id)).toBeUndefined();
    expect(await excuseCount(user.id)).toBe(1);
  });

  it.each([
    ['/api/excuses/abc', { endDate: '2026-11-25' }, 400, 'Geçersiz mazeret ID.'],
    [
      '/api/excuses/00000000-0000-4000-8000-000000000000',
      { endDate: '2026-11-25' },
      404,
      'Mazeret bulunamadı.',
    ],
    ['', {}, 400, 'Bitiş tarihi zorunludur.'],
    ['', { endDate: '2026-13-01' }, 400, undefined],
    ['', { endDate: 5 }, 400, undefined],
  ])('refuses PATCH %s %j with a Turkish message', async (url, body, status, message) => {
    const { user, client } = await signedInUser(t);
    const e = await createExcuseRow(t.db, user.id, '2026-11-15', null);
    const res = await client.patch(url || `/api/excuses/${e.id}`, body);
    expect(res.statusCode).toBe(status);
    if (message) expect(errorOf(res).message).toBe(message);
    expect(errorOf(res).message).toMatch(/[a-zçğıöşü]/i);
    expect((await excuseOf(e.id)).endDate).toBeNull();
  });
});

describe("staff and a player's excuses", () => {
  it("lets a league's moderator list, end and cancel its player's excuses, telling the player and the admins", async () => {
    const { league, players } = await createLadder(t.db, 2);
    const player = players[0];
    const moderator = await createUser(t.db);
    await makeModerator(t.db, league.id, moderator.id);
    const mod = await as(moderator.id);
    const open = await createExcuseRow(t.db, player.id, '2026-11-01', null);

    const list = await mod.get(`/api/leagues/${league.id}/participants/${player.id}/excuses`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ active: { id: open.id }, today: '2026-11-20' });

    const ended = await mod.patch(`/api/excuses/${open.id}`, { endDate: '2026-11-19' });
    expect(ended.statusCode).toBe(200);
    const coming = (
      await (
        await as(player.id)
      ).post('/api/excuses', {
        excuseType: 'Tatil',
        startDate: '2026-12-01',
        endDate: '2026-12-05',
      })
    ).json().excuse;
    expect((await mod.delete(`/api/excuses/${coming.id}`)).statusCode).toBe(200);

    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, player.id));
    expect(notes.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        'Mazeretiniz bir yetkili tarafından güncellendi: 1 Kasım 2026 – 19 Kasım 2026.',
        'Mazeretiniz (1 Aralık 2026 – 5 Aralık 2026) bir yetkili tarafından iptal edildi.',
      ]),
    );
    // The league reads that staff did it: the player did not end or cancel anything.
    const mateNotes = await t.db.select().from(notifications).where(eq(notifications.userId, players[1].id));
    expect(mateNotes.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        `${player.name} oyuncusunun mazereti bir yetkili tarafından bitirildi (Sakatlık); artık maç teklifi alabilir.`,
        `${player.name} oyuncusunun mazereti bir yetkili tarafından iptal edildi (Tatil, 1 Aralık 2026 – 5 Aralık 2026).`,
      ]),
    );
    expect(mateNotes.filter((n) => n.message.includes('mazeretini'))).toEqual([]);
    const logs = (await t.db.select().from(adminLogs)).filter(
      (l) => (l.eventDetails as { userId?: string }).userId === player.id,
    );
    expect(logs.map((l) => l.eventType).sort()).toEqual(['ExcuseCancelled', 'ExcuseChanged']);
    expect(logs.find((l) => l.eventType === 'ExcuseChanged')!.eventDetails).toMatchObject({
      name: player.name,
      period: '1 Kasım 2026 – 19 Kasım 2026',
      previous: "1 Kasım 2026'dan itibaren, süresiz",
      by: moderator.id,
    });
  });

  it('lets an admin change any player’s excuse', async () => {
    const { user } = await signedInUser(t);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const e = await createExcuseRow(t.db, user.id, '2026-11-15', '2026-11-30');
    expect((await admin.patch(`/api/excuses/${e.id}`, { endDate: '2026-11-21' })).statusCode).toBe(200);
    expect((await excuseOf(e.id)).endDate).toBe('2026-11-21');
  });

  it('refuses other players and the moderators of other leagues, changing nothing', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const other = await createLadder(t.db, 1);
    const outsider = await createUser(t.db);
    await makeModerator(t.db, other.league.id, outsider.id);
    const e = await createExcuseRow(t.db, players[0].id, '2026-12-01', '2026-12-10');
    for (const actor of [players[1], outsider]) {
      const client = await as(actor.id);
      const patched = await client.patch(`/api/excuses/${e.id}`, { endDate: '2026-12-05' });
      expect(patched.statusCode).toBe(403);
      expect(errorOf(patched).message).toBe('Bu mazereti değiştirme yetkiniz yok.');
      const deleted = await client.delete(`/api/excuses/${e.id}`);
      expect(deleted.statusCode).toBe(403);
      expect(
        (await client.get(`/api/leagues/${league.id}/participants/${players[0].id}/excuses`)).statusCode,
      ).toBe(403);
    }
    expect(await excuseOf(e.id)).toMatchObject({ endDate: '2026-12-10' });
    // A moderator reads only the league's own players.
    const mod = await as(outsider.id);
    const res = await mod.get(`/api/leagues/${other.league.id}/participants/${players[0].id}/excuses`);
    expect(res.statusCode).toBe(404);
  });

  it('never lets a change and a new excuse at once leave two overlapping', async () => {
    const { user, client } = await signedInUser(t);
    const open = await createExcuseRow(t.db, user.id, '2026-11-01', null);
    await Promise.all([
      client.patch(`/api/excuses/${open.id}`, { endDate: '2026-12-20' }),
      client.post('/api/excuses', { excuseType: 'Tatil', startDate: '2026-12-01', endDate: '2026-12-10' }),
    ]);
    const rows = await t.db
      .select()
      .from(excuses)
      .where(eq(excuses.userId, user.id))
      .orderBy(excuses.startDate);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].endDate! <= rows[i].startDate).toBe(true);
  });
});

describe("the players dialog's excused today", () => {
  it("lists the league's players with an excuse covering today, with its last day, for its staff only", async () => {
    const { league, players } = await createLadder(t.db, 6);
    const [ending, open, startsToday, endsToday, coming, over] = players;
    await createExcuseRow(t.db, ending.id, '2026-11-15', '2026-11-30', 'Tatil');
    await createExcuseRow(t.db, open.id, '2026-11-01', null);
    await createExcuseRow(t.db, startsToday.id, '2026-11-20', '2026-11-22');
    await createExcuseRow(t.db, endsToday.id, '2026-11-10', '2026-11-20');
    await createExcuseRow(t.db, coming.id, '2026-11-21', '2026-11-25');
    await createExcuseRow(t.db, over.id, '2026-11-01', '2026-11-19');
    // A player of another league, excused today, is not this league's.
    const other = await createLadder(t.db, 1);
    await createExcuseRow(t.db, other.players[0].id, '2026-11-01', null);
    const moderator = await createUser(t.db);
    await makeModerator(t.db, league.id, moderator.id);

    const res = await (await as(moderator.id)).get(`/api/leagues/${league.id}/excused-today`);
    expect(res.statusCode).toBe(200);
    expect(res.json().today).toBe('2026-11-20');
    const byId = <R extends { userId: string }>(rows: R[]) =>
      [...rows].sort((a, b) => a.userId.localeCompare(b.userId));
    expect(byId(res.json().excused)).toEqual(
      byId([
        { userId: ending.id, excuseType: 'Tatil', endDate: '2026-11-30' },
        { userId: open.id, excuseType: 'Sakatlık', endDate: null },
        { userId: startsToday.id, excuseType: 'Sakatlık', endDate: '2026-11-22' },
        { userId: endsToday.id, excuseType: 'Sakatlık', endDate: '2026-11-20' },
      ]),
    );
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    expect((await admin.get(`/api/leagues/${league.id}/excused-today`)).statusCode).toBe(200);

    // Players (of this league too) and the moderators of other leagues are refused.
    const outsider = await createUser(t.db);
    await makeModerator(t.db, other.league.id, outsider.id);
    for (const who of [coming, outsider]) {
      const refused = await (await as(who.id)).get(`/api/leagues/${league.id}/excused-today`);
      expect(refused.statusCode).toBe(403);
    }
  });
});
