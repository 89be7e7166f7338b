import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, leagueModerators, users } from '../../src/server/db/schema/index.js';
import { addDays, istanbulToday } from '../../src/shared/time.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLeague, createUser } from '../support/factories.js';
import { createAdminLog, createManyAdminLogs } from '../support/messaging-factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

const NOW = new Date();
const day = (offset: number) => istanbulToday(addDays(NOW, offset));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(adminLogs).where(eq(adminLogs.id, id)))[0];
const range = `from=${day(-30)}&to=${day(0)}`;
type Item = { id: string; eventType: string; status: string };
const ids = (body: { items: Item[] }) => body.items.map((i) => i.id);

describe('the admin log inbox', () => {
  it('speaks Turkish: subjects, detail labels and values, users by name and a deleted one as such', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const { user: actor, client: actorClient } = await signedInUser(t, {
      role: 'Admin',
      firstName: 'Yücel',
      lastName: 'Aydın',
    });
    const league = await createLeague(t.db, { name: 'Güz Ligi' });
    const mod = await createUser(t.db, { firstName: 'Nur', lastName: 'Şen' });
    await t.db.delete(adminLogs);
    expect(
      (await actorClient.post(`/api/leagues/${league.id}/moderators`, { userId: mod.id })).statusCode,
    ).toBe(201);
    await createAdminLog(t.db, 'MatchOffer', {
      eventDetails: {
        offerId: crypto.randomUUID(),
        leagueId: league.id,
        offererId: actor.id,
        offererName: 'Yücel Aydın',
        opponentId: mod.id,
        opponentName: 'Nur Şen',
        source: 'wizard',
        mailId: crypto.randomUUID(),
        mail: 'sent',
      },
    });
    const page = async () =>
      (await admin.get(`/api/admin-logs?${range}&tab=all`)).json().items as {
        eventType: string;
        subject: string;
        summary: string;
        lines: { label: string; value: string }[];
      }[];
    const added = (await page()).find((i) => i.eventType === 'ModeratorAdded')!;
    expect(added.subject).toBe('Moderatör eklendi');
    expect(added.lines).toEqual([
      { label: 'Ad Soyad', value: mod.name },
      { label: 'E-posta', value: mod.email },
      { label: 'Lig', value: 'Güz Ligi' },
      { label: 'İşlemi yapan', value: 'Yücel Aydın' },
    ]);
    const offer = (await page()).find((i) => i.eventType === 'MatchOffer')!;
    expect(offer.subject).toBe('Maç teklifi');
    expect(offer.lines).toContainEqual({ label: 'Gönderildiği yer', value: 'Maç teklif sihirbazı' });
    expect(offer.lines).toContainEqual({ label: 'E-posta durumu', value: 'Gönderildi' });
    expect(offer.summary).not.toMatch(/wizard|sent/);

    // The actor's account is deleted: the entry still reads, naming them as a deleted user.
    await t.db.delete(users).where(eq(users.id, actor.id));
    const again = (await page()).find((i) => i.eventType === 'ModeratorAdded')!;
    expect(again.lines).toContainEqual({ label: 'İşlemi yapan', value: 'Silinmiş kullanıcı' });
    const text = JSON.stringify((await page()).map((i) => [i.subject, i.summary, i.lines]));
    for (const raw of [
      actor.id,
      mod.id,
      league.id,
      'ModeratorAdded',
      'MatchOffer',
      'leagueId',
      'offererName',
    ])
      expect(text).not.toContain(raw);
  });

  it('filters by tab (unread by default), subject and date range, newest first', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    // Saving a profile in signedInUser wrote nothing (factories); start from known rows only.
    await t.db.delete(adminLogs);
    const a = await createAdminLog(t.db, 'ProfileUpdate', { createdAt: addDays(NOW, -1) });
    const b = await createAdminLog(t.db, 'MatchOffer', { createdAt: addDays(NOW, -2) });
    const c = await createAdminLog(t.db, 'ProfileUpdate', { createdAt: addDays(NOW, -3), status: 'read' });
    const d = await createAdminLog(t.db, 'ProfileUpdate', { createdAt: addDays(NOW, -4), status: 'deleted' });
    const old = await createAdminLog(t.db, 'ProfileUpdate', { createdAt: addDays(NOW, -60) });

    const unread = await client.get(`/api/admin-logs?${range}`);
    expect(unread.statusCode).toBe(200);
    expect(ids(unread.json())).toEqual([a.id, b.id]);
    expect(unread.json()).toMatchObject({ total: 2, page: 1, totalPages: 1 });

    expect(ids((await client.get(`/api/admin-logs?${range}&tab=all`)).json())).toEqual([a.id, b.id, c.id]);
    expect(ids((await client.get(`/api/admin-logs?${range}&tab=read`)).json())).toEqual([c.id]);
    expect(ids((await client.get(`/api/admin-logs?${range}&tab=deleted`)).json())).toEqual([d.id]);
    expect(
      ids((await client.get(`/api/admin-logs?${range}&tab=all&eventType=ProfileUpdate`)).json()),
    ).toEqual([a.id, c.id]);
    // The date range is applied: the 60-day-old entry shows only when the range reaches it.
    expect(ids((await client.get(`/api/admin-logs?from=${day(-90)}&to=${day(0)}`)).json())).toContain(old.id);
    expect(ids((await client.get(`/api/admin-logs?from=${day(-2)}&to=${day(-2)}&tab=all`)).json())).toEqual([
      b.id,
    ]);
  });

  it('reads the date range as Istanbul calendar days', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    await t.db.delete(adminLogs);
    // 00:30 on 10 March in Istanbul is still 9 March in UTC; 23:59 on 10 March is 20:59 UTC.
    const early = await createAdminLog(t.db, 'JoinRequest', { createdAt: new Date('2025-03-09T21:30:00Z') });
    const late = await createAdminLog(t.db, 'JoinRequest', { createdAt: new Date('2025-03-10T20:59:00Z') });
    await createAdminLog(t.db, 'JoinRequest', { createdAt: new Date('2025-03-09T20:59:00Z') });
    await createAdminLog(t.db, 'JoinRequest', { createdAt: new Date('2025-03-10T21:00:00Z') });
    const day10 = (await client.get('/api/admin-logs?from=2025-03-10&to=2025-03-10')).json();
    expect(ids(day10)).toEqual([late.id, early.id]);
  });

  it('pages on the server, 20 a page', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    await t.db.delete(adminLogs);
    for (let i = 0; i < 23; i++)
      await createAdminLog(t.db, 'JoinRequest', { createdAt: new Date(NOW.getTime() - i * 60_000) });
    const p1 = (await client.get(`/api/admin-logs?${range}`)).json();
    const p2 = (await client.get(`/api/admin-logs?${range}&page=2`)).json();
    expect(p1).toMatchObject({ total: 23, totalPages: 2, pageSize: 20 });
    expect(p1.items).toHaveLength(20);
    expect(p2.items).toHaveLength(3);
    expect(new Set([...ids(p1), ...ids(p2)]).size).toBe(23);
  });

  it('opening marks read with readAt; delete sets status deleted and deletedAt', async () => {
    const { client } = await signedInUser(t, { role: 'Super Admin' });
    const entry = await createAdminLog(t.db, 'ApplicationApproved');
    const opened = await client.post(`/api/admin-logs/${entry.id}/read`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'read', readAt: NOW.toISOString() });
    const deleted = await client.delete(`/api/admin-logs/${entry.id}`);
    expect(deleted.json()).toMatchObject({ status: 'deleted', deletedAt: NOW.toISOString() });
    expect(await rowOf(entry.id)).toMatchObject({ status: 'deleted', deletedAt: NOW, readAt: NOW });
    // Opening a deleted entry shows it without bringing it back.
    expect((await client.post(`/api/admin-logs/${entry.id}/read`)).json().status).toBe('deleted');
    expect((await client.post('/api/admin-logs/00000000-0000-4000-8000-000000000000/read')).statusCode).toBe(
      404,
    );
  });

  it.each([
    [`from=${day(0)}&to=${day(-1)}`, 'Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
    [`from=dün&to=${day(0)}`, 'Tarih YYYY-AA-GG biçiminde olmalıdır.'],
  ])('refuses %s', async (query, message) => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    const res = await client.get(`/api/admin-logs?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
  });

  it('marks every unread entry of the date range and subject read at once, on every page', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    // A subject no other test writes, so the counts are this test's own.
    const inRange = [];
    for (let i = 0; i < 23; i++) inRange.push(await createAdminLog(t.db, 'AnnouncementDeleted'));
    const older = await createAdminLog(t.db, 'AnnouncementDeleted', { createdAt: addDays(NOW, -40) });
    const otherSubject = await createAdminLog(t.db, 'JoinRequest');
    const deleted = await createAdminLog(t.db, 'AnnouncementDeleted', { status: 'deleted' });

    const res = await client.post('/api/admin-logs/read-all', {
      from: day(-30),
      to: day(0),
      eventType: 'AnnouncementDeleted',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ read: 23, message: '23 kayıt okundu olarak işaretlendi.' });
    for (const e of inRange) expect(await rowOf(e.id)).toMatchObject({ status: 'read', readAt: NOW });
    expect((await rowOf(older.id)).status).toBe('unread');
    expect((await rowOf(otherSubject.id)).status).toBe('unread');
    expect((await rowOf(deleted.id)).status).toBe('deleted');
    const unread = await client.get(`/api/admin-logs?${range}&eventType=AnnouncementDeleted&tab=unread`);
    expect(unread.json().total).toBe(0);

    const again = await client.post('/api/admin-logs/read-all', {
      eventType: 'AnnouncementDeleted',
      to: day(0),
    });
    expect(again.json()).toEqual({ read: 1, message: '1 kayıt okundu olarak işaretlendi.' });
    const none = await client.post('/api/admin-logs/read-all', { eventType: 'AnnouncementDeleted' });
    expect(none.json()).toEqual({ read: 0, message: 'Okunmamış kayıt yoktu.' });
    const bad = await client.post('/api/admin-logs/read-all', { from: day(0), to: day(-1) });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    const { client: player } = await signedInUser(t);
    expect((await player.post('/api/admin-logs/read-all', {})).statusCode).toBe(403);
    expect((await rowOf(otherSubject.id)).status).toBe('unread');
  });

  it('takes a date left empty as no bound on that side', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    await createAdminLog(t.db, 'JoinRequest', { createdAt: addDays(NOW, -400) });
    await createAdminLog(t.db, 'JoinRequest', { createdAt: addDays(NOW, -1) });
    const total = async (query: string) => {
      const res = await client.get(`/api/admin-logs?${query}&tab=all&eventType=JoinRequest`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total as number;
    };
    const lastMonth = await total(range);
    expect(lastMonth).toBeGreaterThan(0);
    // No first day: as far back as there is (the entry of 400 days ago too); no last day: up to now.
    expect(await total(`to=${day(0)}`)).toBeGreaterThan(lastMonth);
    expect(await total(`from=${day(-30)}`)).toBe(lastMonth);
    expect(await total('page=1')).toBe(await total(`to=${day(0)}`));
  });

  it('refuses an unknown subject and tab', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    expect((await client.get(`/api/admin-logs?${range}&eventType=Yok`)).statusCode).toBe(400);
    expect((await client.get(`/api/admin-logs?${range}&tab=hepsi`)).statusCode).toBe(400);
  });

  it('is for admins only: players, moderators and guests are refused and change nothing', async () => {
    const entry = await createAdminLog(t.db, 'ModeratorAdded');
    const league = await createLeague(t.db);
    const { client: player } = await signedInUser(t);
    const { user: mod, client: moderator } = await signedInUser(t, { role: 'Moderator' });
    await t.db.insert(leagueModerators).values({ leagueId: league.id, userId: mod.id });
    for (const client of [player, moderator]) {
      const res = await client.get(`/api/admin-logs?${range}`);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe('Yetkiniz yok.');
      expect((await client.post(`/api/admin-logs/${entry.id}/read`)).statusCode).toBe(403);
      expect((await client.delete(`/api/admin-logs/${entry.id}`)).statusCode).toBe(403);
    }
    expect((await clientFor(t).get(`/api/admin-logs?${range}`)).statusCode).toBe(401);
    expect(await rowOf(entry.id)).toMatchObject({ status: 'unread', readAt: null, deletedAt: null });
  });
});

describe('with 100 000 log rows', () => {
  it('answers each tab from an index, not a table scan', async () => {
    await t.db.delete(adminLogs);
    await createManyAdminLogs(t.db, 100_000, NOW, 365);
    await t.db.execute(sql`analyze admin_logs`);
    const { client } = await signedInUser(t, { role: 'Admin' });

    const from = new Date(`${day(-30)}T00:00:00+03:00`).toISOString();
    const to = NOW.toISOString();
    const plan = async (where: string) => {
      const res = await t.db.execute(
        sql.raw(
          `explain select * from admin_logs where ${where} and created_at >= '${from}' and created_at < '${to}' order by created_at desc limit 20`,
        ),
      );
      return (res as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    };
    for (const where of [
      `status = 'unread'`,
      `status in ('unread', 'read')`,
      `status = 'deleted' and event_type = 'MatchOffer'`,
      `status in ('unread', 'read') and event_type = 'ProfileUpdate'`,
    ]) {
      const p = await plan(where);
      expect(p, p).toMatch(/Index/);
      expect(p, p).not.toMatch(/Seq Scan/);
    }

    for (const query of [range, `${range}&tab=all`, `${range}&tab=read&eventType=MatchOffer&page=30`]) {
      const started = performance.now();
      const res = await client.get(`/api/admin-logs?${query}`);
      const ms = Math.round(performance.now() - started);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.length).toBeGreaterThan(0);
      console.info(`admin-logs ${query}: ${ms} ms over 100 000 rows`);
    }
  }, 120_000);
});

describe('the admin log keeps no dispute reasons', () => {
  it('takes the reason out of dispute entries written while the log kept it, and nothing else', async () => {
    const details = {
      matchId: crypto.randomUUID(),
      player1: 'Cem Taş',
      player2: 'Kaan Işıklı',
      score: '6-3 6-4',
    };
    const old = await createAdminLog(t.db, 'MatchDisputed', {
      eventDetails: { ...details, disputedBy: 'Kaan Işıklı', reason: 'Maç oynanmadı.' },
    });
    const other = await createAdminLog(t.db, 'ExcuseChanged', { eventDetails: { reason: 'Sakatlık' } });
    const migration = readFileSync(
      new URL('../../src/server/db/migrations/0018_admin_log_dispute_reason.sql', import.meta.url),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));
    expect((await rowOf(old.id)).eventDetails).toEqual({ ...details, disputedBy: 'Kaan Işıklı' });
    expect((await rowOf(other.id)).eventDetails).toEqual({ reason: 'Sakatlık' });
  });
});
