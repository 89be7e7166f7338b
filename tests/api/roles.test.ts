import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, leagueModerators, users } from '../../src/server/db/schema/index.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLeague, createUser } from '../support/factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const roleOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0].role;
const roleLogs = async () =>
  (await t.db.select({ n: count() }).from(adminLogs).where(eq(adminLogs.eventType, 'RoleChanged')))[0].n;

describe('role management access', () => {
  it('is for admins only', async () => {
    const league = await createLeague(t.db);
    const player = await signedInUser(t);
    const moderator = await signedInUser(t, { role: 'Moderator' });
    await t.db.insert(leagueModerators).values({ leagueId: league.id, userId: moderator.user.id });
    const target = await createUser(t.db);
    expect((await clientFor(t).get('/api/roles/users')).statusCode).toBe(401);
    expect((await clientFor(t).put(`/api/roles/${target.id}`, { role: 'Admin' })).statusCode).toBe(401);
    for (const who of [player, moderator]) {
      expect((await who.client.get('/api/roles/users')).statusCode).toBe(403);
      const res = await who.client.put(`/api/roles/${target.id}`, { role: 'Admin' });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe('Yetkiniz yok.');
    }
    expect(await roleOf(target.id)).toBe('Oyuncu');
  });
});

describe('the role table', () => {
  it('lists e-mail addresses with their numbers in order: oyuncu2 before oyuncu10', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    for (const n of [10, 2, 1, 21, 3]) await createUser(t.db, { email: `siralama${n}@raket.test` });
    const order = async (dir: string) =>
      (await admin.client.get(`/api/roles/users?q=siralama&sort=email&dir=${dir}&pageSize=20`))
        .json()
        .items.map((u: { email: string }) => u.email.split('@')[0]);
    const natural = ['siralama1', 'siralama2', 'siralama3', 'siralama10', 'siralama21'];
    expect(await order('asc')).toEqual(natural);
    expect(await order('desc')).toEqual([...natural].reverse());
  });
});

describe('changing a role', () => {
  it('lets an admin set any of the other roles, logged as RoleChanged', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const target = await createUser(t.db);
    const list = await admin.client.get(`/api/roles/users?q=${encodeURIComponent(target.email)}`);
    expect(list.json().items).toEqual([expect.objectContaining({ id: target.id, role: 'Oyuncu' })]);
    for (const role of ['Admin', 'Moderator', 'User', 'Guest', 'Oyuncu']) {
      const before = await roleLogs();
      const res = await admin.client.put(`/api/roles/${target.id}`, { role });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: target.id, role, message: 'Rol güncellendi.' });
      expect(await roleOf(target.id)).toBe(role);
      expect(await roleLogs()).toBe(before + 1);
    }
  });

  it('takes effect on the next request of the user', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const player = await signedInUser(t);
    expect((await player.client.get('/api/me')).json().isAdmin).toBe(false);
    expect((await player.client.get('/api/users')).statusCode).toBe(403);
    await admin.client.put(`/api/roles/${player.user.id}`, { role: 'Admin' });
    expect((await player.client.get('/api/me')).json()).toMatchObject({ role: 'Admin', isAdmin: true });
    expect((await player.client.get('/api/users')).statusCode).toBe(200);
  });

  it("lets only a Super Admin grant or take away 'Super Admin'", async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const target = await createUser(t.db);
    const superAdmin = await signedInUser(t, { role: 'Super Admin' });
    const grant = await admin.client.put(`/api/roles/${target.id}`, { role: 'Super Admin' });
    expect(grant.statusCode).toBe(403);
    expect(errorOf(grant).message).toBe(
      'Süper Yönetici rolünü yalnızca bir Süper Yönetici verebilir ya da geri alabilir.',
    );
    expect(await roleOf(target.id)).toBe('Oyuncu');
    const demote = await admin.client.put(`/api/roles/${superAdmin.user.id}`, { role: 'Oyuncu' });
    expect(demote.statusCode).toBe(403);
    expect(await roleOf(superAdmin.user.id)).toBe('Super Admin');

    expect((await superAdmin.client.put(`/api/roles/${target.id}`, { role: 'Super Admin' })).statusCode).toBe(
      200,
    );
    expect(await roleOf(target.id)).toBe('Super Admin');
    expect((await superAdmin.client.put(`/api/roles/${target.id}`, { role: 'Admin' })).statusCode).toBe(200);
    expect(await roleOf(target.id)).toBe('Admin');
  });

  it('keeps the last Super Admin: they cannot demote themself', async () => {
    await t.db.update(users).set({ role: 'Admin' }).where(eq(users.role, 'Super Admin'));
    const only = await signedInUser(t, { role: 'Super Admin' });
    const before = await roleLogs();
    const res = await only.client.put(`/api/roles/${only.user.id}`, { role: 'Admin' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Portalın son Süper Yöneticisi kendi rolünü değiştiremez.');
    expect(await roleOf(only.user.id)).toBe('Super Admin');
    expect(await roleLogs()).toBe(before);

    // With a second Super Admin, the first may step down.
    const second = await createUser(t.db);
    await only.client.put(`/api/roles/${second.id}`, { role: 'Super Admin' });
    expect((await only.client.put(`/api/roles/${only.user.id}`, { role: 'Admin' })).statusCode).toBe(200);
    expect(await roleOf(only.user.id)).toBe('Admin');
  });

  it('keeps one Super Admin when two demote themselves at once', async () => {
    await t.db.update(users).set({ role: 'Admin' }).where(eq(users.role, 'Super Admin'));
    const a = await signedInUser(t, { role: 'Super Admin' });
    const b = await signedInUser(t, { role: 'Super Admin' });
    const results = await Promise.all([
      a.client.put(`/api/roles/${a.user.id}`, { role: 'Admin' }),
      b.client.put(`/api/roles/${b.user.id}`, { role: 'Admin' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const [{ n }] = await t.db.select({ n: count() }).from(users).where(eq(users.role, 'Super Admin'));
    expect(n).toBe(1);
  });

  it('refuses an unknown role or user', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const target = await createUser(t.db);
    const bad = await admin.client.put(`/api/roles/${target.id}`, { role: 'SuperAdmin' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Geçerli bir rol seçiniz.');
    expect((await admin.client.put(`/api/roles/${target.id}`, {})).statusCode).toBe(400);
    expect((await admin.client.put('/api/roles/yok', { role: 'Admin' })).statusCode).toBe(404);
    expect(await roleOf(target.id)).toBe('Oyuncu');
  });
});
