import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, leagueModerators, notifications } from '../../src/server/db/schema/index.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLeague, createUser } from '../support/factories.js';
import { makeModerator } from '../support/league-factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const moderatorsOf = (leagueId: string) =>
  t.db.select().from(leagueModerators).where(eq(leagueModerators.leagueId, leagueId));
const logsFor = async (leagueId: string) =>
  (await t.db.select().from(adminLogs).orderBy(adminLogs.createdAt))
    .filter((l) => (l.eventDetails as { leagueId?: string }).leagueId === leagueId)
    .map((l) => l.eventType);

describe('league moderators', () => {
  it('lists moderators and candidates in Turkish alphabetical order', async () => {
    const league = await createLeague(t.db);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const names = ['Zeki', 'Ömer', 'Oya', 'İpek', 'Ilgaz', 'Çetin', 'Cem'];
    for (const firstName of names) {
      const user = await createUser(t.db, { firstName, lastName: 'Sırasever' });
      await t.db.insert(leagueModerators).values({ leagueId: league.id, userId: user.id });
    }
    const turkish = ['Cem', 'Çetin', 'Ilgaz', 'İpek', 'Oya', 'Ömer', 'Zeki'];
    const listed = (await admin.get(`/api/leagues/${league.id}/moderators`)).json();
    expect(listed.map((m: { firstName: string }) => m.firstName)).toEqual(turkish);
    const found = (await admin.get(`/api/leagues/${league.id}/moderator-candidates?q=s%C4%B1rasever`)).json();
    expect(found.map((m: { firstName: string }) => m.firstName)).toEqual(turkish);
  });

  it('adds a moderator, who is notified, lists and removes them, notifying and logging both', async () => {
    const league = await createLeague(t.db, { name: 'Bahar Ligi' });
    const user = await createUser(t.db, { firstName: 'Şule', lastName: 'Öztürk' });
    const { client: admin } = await signedInUser(t, { role: 'Admin' });

    const added = await admin.post(`/api/leagues/${league.id}/moderators`, { userId: user.id });
    expect(added.statusCode).toBe(201);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toMatchObject([
      {
        subject: 'Moderator Yetkisi',
        message: 'Siz Bahar Ligi için moderatör olarak atandınız.',
        status: 'unread',
      },
    ]);
    const list = (await admin.get(`/api/leagues/${league.id}/moderators`)).json();
    expect(list).toEqual([{ userId: user.id, firstName: 'Şule', lastName: 'Öztürk', email: user.email }]);

    const dup = await admin.post(`/api/leagues/${league.id}/moderators`, { userId: user.id });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe('Bu kullanıcı zaten bu ligin moderatörü.');

    const removed = await admin.delete(`/api/leagues/${league.id}/moderators/${user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await moderatorsOf(league.id)).toHaveLength(0);
    expect(await logsFor(league.id)).toEqual(['ModeratorAdded', 'ModeratorRemoved']);
    const after = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(notifications.createdAt);
    expect(after.map((n) => [n.subject, n.message, n.status])).toEqual([
      ['Moderator Yetkisi', 'Siz Bahar Ligi için moderatör olarak atandınız.', 'unread'],
      ['Moderatör Yetkisi Kaldırıldı', 'Bahar Ligi için moderatörlük yetkiniz kaldırıldı.', 'unread'],
    ]);
    expect((await admin.delete(`/api/leagues/${league.id}/moderators/${user.id}`)).statusCode).toBe(404);
  });

  it('refuses an add without a user, with the spec’s text', async () => {
    const league = await createLeague(t.db);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const res = await admin.post(`/api/leagues/${league.id}/moderators`, { userId: '' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Lütfen bir kullanıcı seçin.');
    const ghost = await admin.post(`/api/leagues/${league.id}/moderators`, { userId: 'kimse' });
    expect(ghost.statusCode).toBe(404);
    expect(await moderatorsOf(league.id)).toHaveLength(0);
  });

  it('suggests users from 3 characters by prefix of first name, last name or e-mail', async () => {
    const league = await createLeague(t.db);
    const a = await createUser(t.db, { firstName: 'İlkay', lastName: 'Demir', email: 'ilkay.d@raket.test' });
    const b = await createUser(t.db, { firstName: 'Mert', lastName: 'Işıklı', email: 'mert@raket.test' });
    await createUser(t.db, { firstName: 'Selin', lastName: 'Kılkay', email: 'selin@raket.test' });
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const ids = async (q: string) =>
      (await admin.get(`/api/leagues/${league.id}/moderator-candidates?q=${encodeURIComponent(q)}`))
        .json()
        .map((u: { id: string }) => u.id);
    expect(await ids('ilk')).toEqual([a.id]);
    expect(await ids('DEM')).toEqual([a.id]);
    expect(await ids('ışı')).toEqual([b.id]);
    expect(await ids('isi')).toEqual([b.id]);
    expect(await ids('mert@')).toEqual([b.id]);
    const short = await admin.get(`/api/leagues/${league.id}/moderator-candidates?q=il`);
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toBe('Aramak için en az 3 karakter giriniz.');
  });

  it('is for admins only: moderators and players are refused', async () => {
    const league = await createLeague(t.db);
    const target = await createUser(t.db);
    const { client: mod, user: modUser } = await signedInUser(t);
    await makeModerator(t.db, league.id, modUser.id);
    const { client: player } = await signedInUser(t);
    for (const c of [mod, player]) {
      expect((await c.get(`/api/leagues/${league.id}/moderators`)).statusCode).toBe(403);
      expect((await c.post(`/api/leagues/${league.id}/moderators`, { userId: target.id })).statusCode).toBe(
        403,
      );
      expect((await c.delete(`/api/leagues/${league.id}/moderators/${modUser.id}`)).statusCode).toBe(403);
      expect((await c.get(`/api/leagues/${league.id}/moderator-candidates?q=den`)).statusCode).toBe(403);
    }
    expect((await clientFor(t).get(`/api/leagues/${league.id}/moderators`)).statusCode).toBe(401);
    expect(await moderatorsOf(league.id)).toHaveLength(1);
  });

  it('gives a new moderator the league in /me and the staff routes of that league', async () => {
    const league = await createLeague(t.db);
    const { client: future, user } = await signedInUser(t);
    expect((await future.get(`/api/leagues/${league.id}`)).statusCode).toBe(403);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    await admin.post(`/api/leagues/${league.id}/moderators`, { userId: user.id });
    expect((await future.get('/api/me')).json().moderatedLeagueIds).toEqual([league.id]);
    expect((await future.get(`/api/leagues/${league.id}`)).statusCode).toBe(200);
  });
});
