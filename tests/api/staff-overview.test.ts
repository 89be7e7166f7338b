import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, matches } from '../../src/server/db/schema/index.js';
import { enqueueMail } from '../../src/server/mail/outbox.js';
import { clientFor } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { createApplication, makeModerator } from '../support/league-factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// A clock the test moves: 10 Nov 2026, 13:00 in Istanbul.
const start = new Date('2026-11-10T10:00:00Z');
const days = (d: number) => new Date(start.getTime() + d * 86_400_000);
let clock = start;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));

/** A league with four players, two pending applications, one rejected, a disputed result, one match
 * past its deadline, one reported past its deadline (the players' business) and one still in time. */
async function busyLeague() {
  const { league, players } = await createLadder(t.db, 6);
  for (const status of ['pending', 'pending', 'rejected'] as const)
    await createApplication(t.db, (await createUser(t.db)).id, league.id, status);
  const disputed = await createPlannedMatch(t.db, league.id, players[1].id, players[0].id, {
    acceptedAt: days(-1),
  });
  await t.db.update(matches).set({ resultState: 'disputed' }).where(eq(matches.id, disputed.id));
  await createPlannedMatch(t.db, league.id, players[3].id, players[2].id, { acceptedAt: days(-8) });
  const reported = await createPlannedMatch(t.db, league.id, players[5].id, players[4].id, {
    acceptedAt: days(-8),
  });
  await t.db.update(matches).set({ resultState: 'reported' }).where(eq(matches.id, reported.id));
  await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, { acceptedAt: days(-1) });
  const played = await createPlannedMatch(t.db, league.id, players[4].id, players[3].id, {
    acceptedAt: days(-9),
  });
  await t.db
    .update(matches)
    .set({ status: 'oynanmış', resultState: 'confirmed' })
    .where(eq(matches.id, played.id));
  return league;
}

describe('GET /api/admin/overview', () => {
  it('counts what waits for an admin in every league, failed mails too, and a moderator in theirs only', async () => {
    const before = await (await as((await createUser(t.db, { role: 'Admin' })).id)).get(
      '/api/admin/overview',
    );
    expect(before.statusCode).toBe(200);
    const base = before.json();

    const leagueA = await busyLeague();
    const leagueB = await busyLeague();
    const failed = await enqueueMail(t.db, { to: ['a@raket.test'], subject: 'Konu', text: 'Metin' });
    await t.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, failed));
    await enqueueMail(t.db, { to: ['b@raket.test'], subject: 'Konu', text: 'Metin' });

    const admin = await createUser(t.db, { role: 'Admin' });
    expect((await (await as(admin.id)).get('/api/admin/overview')).json()).toEqual({
      pendingApplications: base.pendingApplications + 4,
      disputedResults: base.disputedResults + 2,
      overdueMatches: base.overdueMatches + 2,
      failedMails: base.failedMails + 1,
    });

    const moderator = await createUser(t.db, { role: 'Moderator' });
    await makeModerator(t.db, leagueA.id, moderator.id);
    expect((await (await as(moderator.id)).get('/api/admin/overview')).json()).toEqual({
      pendingApplications: 2,
      disputedResults: 1,
      overdueMatches: 1,
      failedMails: null,
    });
    await makeModerator(t.db, leagueB.id, moderator.id);
    expect((await (await as(moderator.id)).get('/api/admin/overview')).json()).toMatchObject({
      pendingApplications: 4,
      overdueMatches: 2,
    });
  });

  it('counts a match as overdue only once its deadline has passed', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 2);
    const moderator = await createUser(t.db);
    await makeModerator(t.db, league.id, moderator.id);
    await createPlannedMatch(t.db, league.id, players[1].id, players[0].id, { acceptedAt: start });
    const client = await as(moderator.id);
    expect((await client.get('/api/admin/overview')).json().overdueMatches).toBe(0);
    clock = days(6);
    expect((await client.get('/api/admin/overview')).json().overdueMatches).toBe(1);
    clock = start;
  });

  it('refuses a player who moderates nothing, in Turkish, and anyone signed out', async () => {
    const player = await createUser(t.db);
    const res = await (await as(player.id)).get('/api/admin/overview');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toMatch(/yetki/i);
    expect((await clientFor(t).get('/api/admin/overview')).statusCode).toBe(401);
  });
});
