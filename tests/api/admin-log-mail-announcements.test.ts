import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs } from '../../src/server/db/schema/index.js';
import { addDays, istanbulToday } from '../../src/shared/time.js';
import { signedInUser } from '../support/client.js';
import { addParticipants, createLeague, createUser } from '../support/factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

// The real clock (sessions' idle timeout reads it too); dates are relative to today in Istanbul.
const NOW = new Date();
const day = (offset: number) => istanbulToday(addDays(NOW, offset));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const TYPES = ['AdminMailSent', 'AnnouncementCreated', 'AnnouncementUpdated', 'AnnouncementDeleted'] as const;

/** The mail and announcement entries one admin's actions wrote, oldest first. */
async function entriesBy(adminId: string) {
  const rows = await t.db
    .select()
    .from(adminLogs)
    .where(inArray(adminLogs.eventType, [...TYPES]));
  return rows
    .filter((r) => (r.eventDetails as Record<string, unknown>).by === adminId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((r) => ({ type: r.eventType, details: r.eventDetails as Record<string, unknown> }));
}

/** The inbox's Turkish sentence for the newest entry of a type. */
async function summaryOf(client: Awaited<ReturnType<typeof signedInUser>>['client'], type: string) {
  const res = await client.get(`/api/admin-logs?from=${day(-1)}&to=${day(0)}&tab=all&eventType=${type}`);
  expect(res.statusCode).toBe(200);
  return (res.json().items as { summary: string; subject: string }[])[0];
}

describe('admin mail in the admin log', () => {
  it('records a league mailing: the league, how many players and the subject, not the message', async () => {
    const { user: admin, client } = await signedInUser(t, {
      role: 'Admin',
      firstName: 'Oğuz',
      lastName: 'Şimşek',
    });
    const league = await createLeague(t.db, { name: `Kış ${crypto.randomUUID().slice(0, 6)} Ligi` });
    const players = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await addParticipants(
      t.db,
      league.id,
      players.map((p) => p.id),
    );
    const res = await client.post('/api/send-email', {
      to: players.map((p) => p.email),
      subject: 'Yağmur nedeniyle kortlar kapalı',
      text: 'Bugünkü maçlar ertelendi.',
      leagueId: league.id,
    });
    expect(res.statusCode).toBe(200);
    const entries = await entriesBy(admin.id);
    expect(entries).toEqual([
      {
        type: 'AdminMailSent',
        details: {
          leagueId: league.id,
          leagueName: league.name,
          recipients: 3,
          subject: 'Yağmur nedeniyle kortlar kapalı',
          by: admin.id,
        },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain('ertelendi');
    const item = await summaryOf(client, 'AdminMailSent');
    expect(item.subject).toBe('Yönetici e-postası gönderildi');
    expect(item.summary).toBe(
      `Oğuz Şimşek, ${league.name} oyuncularına e-posta gönderdi (3 kişi): “Yağmur nedeniyle kortlar kapalı”.`,
    );
  });

  it('records a mail to one user by their account, and to an address without one by the address', async () => {
    const { user: admin, client } = await signedInUser(t, { role: 'Super Admin' });
    const player = await createUser(t.db, { firstName: 'Ayşe', lastName: 'Kaya' });
    expect(
      (await client.post('/api/send-email', { to: player.email, subject: 'Maçınız', text: 'Metin' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await client.post('/api/send-email', { to: ['disari@raket.test'], subject: 'Bilgi', text: 'Metin' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await client.post('/api/send-email', {
          to: ['a1@raket.test', 'a2@raket.test'],
          subject: 'Liste',
          text: 'Metin',
        })
      ).statusCode,
    ).toBe(200);
    expect(await entriesBy(admin.id)).toEqual([
      {
        type: 'AdminMailSent',
        details: { userId: player.id, recipients: 1, subject: 'Maçınız', by: admin.id },
      },
      {
        type: 'AdminMailSent',
        details: { email: 'disari@raket.test', recipients: 1, subject: 'Bilgi', by: admin.id },
      },
      { type: 'AdminMailSent', details: { recipients: 2, subject: 'Liste', by: admin.id } },
    ]);
  });

  it.each([
    [{ to: 'bozuk', subject: 'a', text: 'b' }, 400, 'Geçersiz e-posta adresi.'],
    [{ to: 'x@raket.test', subject: '', text: 'b' }, 400, 'Konu zorunludur.'],
    [
      { to: 'x@raket.test', subject: 'a', text: 'b', leagueId: crypto.randomUUID() },
      404,
      'Seçtiğiniz lig artık yok; sayfayı yenileyip tekrar deneyiniz.',
    ],
  ])('a refused mail %j writes no entry', async (body, status, message) => {
    const { user: admin, client } = await signedInUser(t, { role: 'Admin' });
    const res = await client.post('/api/send-email', body);
    expect(res.statusCode).toBe(status);
    expect(errorOf(res).message).toBe(message);
    expect(await entriesBy(admin.id)).toEqual([]);
  });
});

describe('announcements in the admin log', () => {
  it('records who published, edited and deleted an announcement, by its title', async () => {
    const { user: admin, client } = await signedInUser(t, {
      role: 'Admin',
      firstName: 'Oğuz',
      lastName: 'Şimşek',
    });
    const created = await client.post('/api/announcements', {
      title: 'Yeni sezon',
      content: 'Kayıtlar açıldı.',
      endDate: day(9),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await summaryOf(client, 'AnnouncementCreated')).summary).toBe(
      'Oğuz Şimşek “Yeni sezon” duyurusunu yayımladı.',
    );
    const edit = (title: string) =>
      client.put(`/api/announcements/${id}`, { title, content: 'Kayıtlar açık.', endDate: '' });
    expect((await edit('Yeni sezon')).statusCode).toBe(200);
    expect((await edit('Yeni sezon 2027')).statusCode).toBe(200);
    expect((await summaryOf(client, 'AnnouncementUpdated')).summary).toBe(
      'Oğuz Şimşek “Yeni sezon” duyurusunu düzenledi; yeni başlığı “Yeni sezon 2027”.',
    );
    expect((await client.delete(`/api/announcements/${id}`)).statusCode).toBe(200);
    expect((await summaryOf(client, 'AnnouncementDeleted')).summary).toBe(
      'Oğuz Şimşek “Yeni sezon 2027” duyurusunu sildi.',
    );
    expect(await entriesBy(admin.id)).toEqual([
      { type: 'AnnouncementCreated', details: { announcementId: id, title: 'Yeni sezon', by: admin.id } },
      { type: 'AnnouncementUpdated', details: { announcementId: id, title: 'Yeni sezon', by: admin.id } },
      {
        type: 'AnnouncementUpdated',
        details: { announcementId: id, title: 'Yeni sezon 2027', previousTitle: 'Yeni sezon', by: admin.id },
      },
      {
        type: 'AnnouncementDeleted',
        details: { announcementId: id, title: 'Yeni sezon 2027', by: admin.id },
      },
    ]);
  });

  it('writes no entry for a refused announcement: bad input, a past end date, a missing one', async () => {
    const { user: admin, client } = await signedInUser(t, { role: 'Admin' });
    expect((await client.post('/api/announcements', { title: '', content: 'b' })).statusCode).toBe(400);
    expect(
      (await client.post('/api/announcements', { title: 'a', content: 'b', endDate: day(-1) })).statusCode,
    ).toBe(400);
    const { id } = (await client.post('/api/announcements', { title: 'Duyuru', content: 'b' })).json();
    const before = await entriesBy(admin.id);
    expect(before).toHaveLength(1);
    const pastEnd = await client.put(`/api/announcements/${id}`, {
      title: 'x',
      content: 'b',
      endDate: day(-1),
    });
    expect(pastEnd.statusCode).toBe(400);
    expect(errorOf(pastEnd).message).toBe('Bitiş tarihi bugünden önce olamaz.');
    expect((await client.put(`/api/announcements/${id}`, { title: '', content: 'b' })).statusCode).toBe(400);
    const missing = crypto.randomUUID();
    expect((await client.put(`/api/announcements/${missing}`, { title: 'a', content: 'b' })).statusCode).toBe(
      404,
    );
    expect((await client.delete(`/api/announcements/${missing}`)).statusCode).toBe(404);
    const { user: player, client: playerClient } = await signedInUser(t);
    expect((await playerClient.delete(`/api/announcements/${id}`)).statusCode).toBe(403);
    expect(await entriesBy(admin.id)).toEqual(before);
    expect(await entriesBy(player.id)).toEqual([]);
  });
});
