import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, leagueModerators, readAnnouncements } from '../../src/server/db/schema/index.js';
import { addDays, istanbulToday } from '../../src/shared/time.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLeague } from '../support/factories.js';
import { createAnnouncement } from '../support/messaging-factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

// The real clock (sessions' idle timeout reads it too); dates are relative to today in Istanbul.
const NOW = new Date();
const day = (offset: number) => istanbulToday(addDays(NOW, offset));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const announcementCount = async () => (await t.db.select({ n: count() }).from(announcements))[0].n;
const readCount = async (userId: string) =>
  (await t.db.select({ n: count() }).from(readAnnouncements).where(eq(readAnnouncements.userId, userId)))[0]
    .n;

describe('managing announcements (admin)', () => {
  it('an admin creates, edits and deletes an announcement', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    const created = await client.post('/api/announcements', {
      title: '  Kort bakımı ',
      content: 'Cumartesi kortlar kapalı.',
      endDate: day(9),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ title: 'Kort bakımı', endDate: day(9) });
    expect(row.date).toEqual(NOW);

    const edited = await client.put(`/api/announcements/${id}`, {
      title: 'Kort bakımı',
      content: 'Pazar da.',
      endDate: '',
    });
    expect(edited.statusCode).toBe(200);
    expect((await t.db.select().from(announcements).where(eq(announcements.id, id)))[0]).toMatchObject({
      content: 'Pazar da.',
      endDate: null,
    });

    expect((await client.delete(`/api/announcements/${id}`)).statusCode).toBe(200);
    expect((await t.db.select().from(announcements).where(eq(announcements.id, id))).length).toBe(0);
    expect((await client.delete(`/api/announcements/${id}`)).statusCode).toBe(404);
    expect((await client.put(`/api/announcements/${id}`, { title: 'a', content: 'b' })).statusCode).toBe(404);
  });

  it.each([
    [{ title: '', content: 'b' }, 'Başlık zorunludur.'],
    [{ title: 'a', content: '   ' }, 'İçerik zorunludur.'],
    [{ title: 'a', content: 'b', endDate: '2026-02-30' }, 'Geçerli bir tarih giriniz.'],
    [{ title: 'a', content: 'b', endDate: day(-1) }, 'Bitiş tarihi bugünden önce olamaz.'],
  ])('refuses %j with a Turkish message and writes nothing', async (body, message) => {
    const { client } = await signedInUser(t, { role: 'Super Admin' });
    const before = await announcementCount();
    const res = await client.post('/api/announcements', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await announcementCount()).toBe(before);
  });

  it('a new announcement is mailed to the players who take announcements by mail, with its unsubscribe link', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    const reader = await signedInUser(t, { firstName: 'Okur', lastName: 'Oyuncu' });
    const quiet = await signedInUser(t, { firstName: 'Sessiz', lastName: 'Oyuncu' });
    expect(
      (
        await quiet.client.put('/api/notification-settings', {
          categories: [{ category: 'announcements', email: false, push: false }],
        })
      ).statusCode,
    ).toBe(200);
    const created = await client.post('/api/announcements', {
      title: 'Bahar turnuvası',
      content: 'Kayıtlar pazartesi açılıyor.',
      endDate: day(9),
    });
    expect(created.statusCode).toBe(201);
    await t.app.deps.mailer.flush();
    const [mail] = t.mail.to(reader.user.email).filter((m) => m.subject === 'Yeni Duyuru: Bahar turnuvası');
    expect(mail.text).toContain('Kayıtlar pazartesi açılıyor.');
    expect(mail.text).toContain('Duyuruları görmek için: http://localhost:3000/dashboard');
    expect(mail.headers?.['List-Unsubscribe']).toContain('c=announcements');
    expect(t.mail.to(quiet.user.email).filter((m) => m.subject.startsWith('Yeni Duyuru'))).toEqual([]);
    // Editing it mails nobody again.
    await client.put(`/api/announcements/${created.json().id}`, {
      title: 'Bahar turnuvası',
      content: 'Kayıtlar salı açılıyor.',
      endDate: day(9),
    });
    await t.app.deps.mailer.flush();
    expect(t.mail.to(reader.user.email).filter((m) => m.subject.startsWith('Yeni Duyuru'))).toHaveLength(1);
  });

  it('today is a valid end date (Istanbul)', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    expect(
      (await client.post('/api/announcements', { title: 'a', content: 'b', endDate: day(0) })).statusCode,
    ).toBe(201);
  });

  it('players, moderators and guests cannot manage announcements', async () => {
    const a = await createAnnouncement(t.db);
    const league = await createLeague(t.db);
    const before = await announcementCount();
    const { client: player } = await signedInUser(t);
    const { user: mod, client: moderator } = await signedInUser(t, { role: 'Moderator' });
    await t.db.insert(leagueModerators).values({ leagueId: league.id, userId: mod.id });
    for (const client of [player, moderator]) {
      const res = await client.post('/api/announcements', { title: 'x', content: 'y' });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe('Yetkiniz yok.');
      expect((await client.put(`/api/announcements/${a.id}`, { title: 'x', content: 'y' })).statusCode).toBe(
        403,
      );
      expect((await client.delete(`/api/announcements/${a.id}`)).statusCode).toBe(403);
    }
    expect((await clientFor(t).post('/api/announcements', { title: 'x', content: 'y' })).statusCode).toBe(
      401,
    );
    expect(await announcementCount()).toBe(before);
    expect((await t.db.select().from(announcements).where(eq(announcements.id, a.id)))[0].title).toBe(
      a.title,
    );
  });
});

describe('reading announcements', () => {
  it('lists newest first with read and ended flags; mark-as-read is idempotent', async () => {
    const older = await createAnnouncement(t.db, {
      title: 'Eski',
      date: addDays(NOW, -20),
      endDate: day(-1),
    });
    const open = await createAnnouncement(t.db, { title: 'Süresiz', date: addDays(NOW, -2) });
    const today = await createAnnouncement(t.db, {
      title: 'Bugün biter',
      date: addDays(NOW, -1),
      endDate: day(0),
    });
    const { user, client } = await signedInUser(t);
    const items = (await client.get('/api/announcements')).json().items as {
      id: string;
      read: boolean;
      ended: boolean;
      endDate: string | null;
    }[];
    const byId = (id: string) => items.find((i) => i.id === id)!;
    expect(byId(older.id)).toMatchObject({ ended: true, read: false });
    expect(byId(open.id)).toMatchObject({ ended: false, read: false, endDate: null });
    expect(byId(today.id)).toMatchObject({ ended: false });
    expect(items.findIndex((i) => i.id === today.id)).toBeLessThan(items.findIndex((i) => i.id === open.id));

    expect((await client.post(`/api/announcements/${open.id}/read`)).statusCode).toBe(200);
    expect((await client.post(`/api/announcements/${open.id}/read`)).statusCode).toBe(200);
    expect(await readCount(user.id)).toBe(1);
    const after = (await client.get('/api/announcements')).json().items as { id: string; read: boolean }[];
    expect(after.find((i) => i.id === open.id)!.read).toBe(true);

    // Someone else's read marks are theirs.
    const { client: other } = await signedInUser(t);
    const theirs = (await other.get('/api/announcements')).json().items as { id: string; read: boolean }[];
    expect(theirs.find((i) => i.id === open.id)!.read).toBe(false);
  });

  it('guests see announcements (nothing read) but cannot mark them', async () => {
    const a = await createAnnouncement(t.db, { title: 'Herkese' });
    const guest = clientFor(t);
    const list = await guest.get('/api/announcements');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.find((i: { id: string }) => i.id === a.id)).toMatchObject({ read: false });
    expect((await guest.post(`/api/announcements/${a.id}/read`)).statusCode).toBe(401);
  });

  it('marking an unknown announcement is a 404 and writes nothing', async () => {
    const { user, client } = await signedInUser(t);
    const res = await client.post('/api/announcements/00000000-0000-4000-8000-000000000000/read');
    expect(res.statusCode).toBe(404);
    expect(await readCount(user.id)).toBe(0);
  });
});
