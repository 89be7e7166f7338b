import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, leagueModerators, settings } from '../../src/server/db/schema/index.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLeague } from '../support/factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

/** The app's clock: real time unless a test moves it. */
let clock: Date | null = null;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
});
afterAll(() => t.close());

describe('general settings', () => {
  it('are for admins only', async () => {
    const league = await createLeague(t.db);
    const player = await signedInUser(t);
    const moderator = await signedInUser(t, { role: 'Moderator' });
    await t.db.insert(leagueModerators).values({ leagueId: league.id, userId: moderator.user.id });
    const body = { loginTimeout: 60, matchCompletionDeadline: 10 };
    const before = await t.db.select().from(settings).where(eq(settings.id, 'general'));
    expect((await clientFor(t).get('/api/settings')).statusCode).toBe(401);
    expect((await clientFor(t).put('/api/settings', body)).statusCode).toBe(401);
    for (const who of [player, moderator]) {
      expect((await who.client.get('/api/settings')).statusCode).toBe(403);
      expect((await who.client.put('/api/settings', body)).statusCode).toBe(403);
    }
    expect(await t.db.select().from(settings).where(eq(settings.id, 'general'))).toEqual(before);
  });

  it('start from the defaults and save with merge, logged for the admins', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    expect((await admin.client.get('/api/settings')).json()).toEqual({
      loginTimeout: 30,
      matchCompletionDeadline: 7,
      emailVerification: true,
    });
    const saved = await admin.client.put('/api/settings', { loginTimeout: 45, matchCompletionDeadline: 14 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ loginTimeout: 45, matchCompletionDeadline: 14, emailVerification: true });
    const again = await admin.client.put('/api/settings', {
      loginTimeout: '50',
      matchCompletionDeadline: 14,
    });
    expect(again.json()).toEqual({ loginTimeout: 50, matchCompletionDeadline: 14, emailVerification: true });
    expect((await admin.client.get('/api/settings')).json()).toEqual({
      loginTimeout: 50,
      matchCompletionDeadline: 14,
      emailVerification: true,
    });
    const rows = await t.db.select().from(settings);
    expect(rows).toHaveLength(1);
    expect(rows[0].updatedBy).toBe(admin.user.id);
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(adminLogs)
      .where(eq(adminLogs.eventType, 'SettingsUpdated'));
    expect(n).toBe(2);
  });

  it.each([
    [
      { loginTimeout: 0, matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: 1441, matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: 12.5, matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: 'otuz', matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: '0x10', matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: '1e2', matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: '0b11', matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: ' ', matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: '', matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: '12.0', matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: true, matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: null, matchCompletionDeadline: 7 },
      'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: 30, matchCompletionDeadline: 0 },
      'Maç tamamlama süresi 1 ile 90 gün arasında bir tam sayı olmalıdır.',
    ],
    [
      { loginTimeout: 30, matchCompletionDeadline: 91 },
      'Maç tamamlama süresi 1 ile 90 gün arasında bir tam sayı olmalıdır.',
    ],
    [{ loginTimeout: 30 }, 'Maç tamamlama süresi 1 ile 90 gün arasında bir tam sayı olmalıdır.'],
  ])('refuses %j with a Turkish message and keeps the saved values', async (body, message) => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const before = (await admin.client.get('/api/settings')).json();
    const res = await admin.client.put('/api/settings', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect((await admin.client.get('/api/settings')).json()).toEqual(before);
  });

  it('apply a new loginTimeout to sessions at once', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const player = await signedInUser(t);
    await admin.client.put('/api/settings', { loginTimeout: 120, matchCompletionDeadline: 7 });
    // The player's session was created just now (real time); idle for 90 minutes by the app's clock.
    clock = new Date(Date.now() + 90 * 60_000);
    expect((await player.client.get('/api/me')).statusCode).toBe(200);
    clock = null;
    const admin2 = await signedInUser(t, { role: 'Admin' });
    const idle = await signedInUser(t);
    await admin2.client.put('/api/settings', { loginTimeout: 5, matchCompletionDeadline: 7 });
    clock = new Date(Date.now() + 10 * 60_000);
    const res = await idle.client.get('/api/me');
    expect(res.statusCode).toBe(204);
    clock = null;
  });
});
