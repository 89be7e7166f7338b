import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  leagueApplications,
  leagueParticipants,
  notifications,
  rankHistory,
  users,
} from '../../src/server/db/schema/index.js';
import { isPermutation } from '../../src/shared/rules/ladder.js';
import { addDays, istanbulToday } from '../../src/shared/time.js';
import { type Client, clientFor, signedInUser } from '../support/client.js';
import { createLadder, createLeague, createUser, sessionCookie } from '../support/factories.js';
import { createApplication, makeModerator } from '../support/league-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const applicationsOf = (userId: string) =>
  t.db.select().from(leagueApplications).where(eq(leagueApplications.userId, userId));
const ladderOf = (leagueId: string) =>
  t.db
    .select({
      userId: leagueParticipants.userId,
      rank: leagueParticipants.rank,
      status: leagueParticipants.status,
      points: leagueParticipants.points,
    })
    .from(leagueParticipants)
    .where(eq(leagueParticipants.leagueId, leagueId))
    .orderBy(leagueParticipants.rank);
const logsAbout = async (applicationId: string) =>
  (await t.db.select().from(adminLogs))
    .filter((l) => (l.eventDetails as { applicationId?: string }).applicationId === applicationId)
    .map((l) => l.eventType);

describe('applying to a league', () => {
  it('records a pending application and logs the join request', async () => {
    const league = await createLeague(t.db, { gender: 'female' });
    const { client, user } = await signedInUser(t, { gender: 'female' });
    const res = await client.post(`/api/leagues/${league.id}/applications`);
    expect(res.statusCode).toBe(201);
    const [app] = await applicationsOf(user.id);
    expect(app).toMatchObject({ leagueId: league.id, status: 'pending' });
    expect(await logsAbout(app.id)).toEqual(['JoinRequest']);
    const mine = (await client.get('/api/applications/mine')).json();
    expect(mine[0]).toMatchObject({ leagueId: league.id, leagueName: league.name, status: 'pending' });
  });

  it.each([
    ['an inactive league', { isActive: false }, 'Bu lig şu anda başvuruya açık değil.'],
    [
      'a league whose end date has passed',
      { startDate: '2020-01-01', endDate: istanbulToday(addDays(new Date(), -1)) },
      'Bu lig şu anda başvuruya açık değil.',
    ],
    [
      'a league of the other gender',
      { gender: 'female' as const },
      'Bu lig sizin cinsiyetinize uygun değil.',
    ],
  ])('refuses %s', async (_what, leagueOverrides, message) => {
    const league = await createLeague(t.db, { gender: 'male', ...leagueOverrides });
    const { client, user } = await signedInUser(t, { gender: 'male' });
    const res = await client.post(`/api/leagues/${league.id}/applications`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(message);
    expect(await applicationsOf(user.id)).toHaveLength(0);
  });

  it('refuses a player already in the league, a second application, and any other league while one is pending', async () => {
    const { league, players } = await createLadder(t.db, 1);
    const [member] = players;
    const memberClient = clientFor(t, (await signedInAs(member.id)).cookie);
    const joined = await memberClient.post(`/api/leagues/${league.id}/applications`);
    expect(joined.statusCode).toBe(422);
    expect(errorOf(joined).message).toBe('Bu lige zaten kayıtlısınız.');

    const { client, user } = await signedInUser(t);
    const a = await createLeague(t.db);
    const b = await createLeague(t.db);
    expect((await client.post(`/api/leagues/${a.id}/applications`)).statusCode).toBe(201);
    const again = await client.post(`/api/leagues/${a.id}/applications`);
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).message).toBe('Bu lige zaten başvurdunuz; başvurunuz değerlendiriliyor.');
    const other = await client.post(`/api/leagues/${b.id}/applications`);
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).message).toBe('Bekleyen bir başvurunuz varken başka bir lige başvuramazsınız.');
    expect(await applicationsOf(user.id)).toHaveLength(1);
  });

  it('keeps one pending application when several are sent at once', async () => {
    const { client, user } = await signedInUser(t);
    const targets = await Promise.all(Array.from({ length: 5 }, () => createLeague(t.db)));
    const results = await Promise.all(targets.map((l) => client.post(`/api/leagues/${l.id}/applications`)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
    expect(await applicationsOf(user.id)).toHaveLength(1);
  });

  it('needs a profile and a sign-in; refuses a missing league', async () => {
    const league = await createLeague(t.db);
    const { client } = await signedInUser(t, { withProfile: false });
    const res = await client.post(`/api/leagues/${league.id}/applications`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Lige başvurmak için önce profilinizi tamamlayınız.');
    expect((await clientFor(t).post(`/api/leagues/${league.id}/applications`)).statusCode).toBe(401);
    const { client: player } = await signedInUser(t);
    const missing = await player.post('/api/leagues/7b1c6a52-8a53-4a0e-9a57-1f6f3f1c0a11/applications');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Lig verisi bulunamadı.');
  });
});

async function signedInAs(userId: string) {
  return { cookie: await sessionCookie(t.db, userId, TEST_SECRET) };
}

/** Every item of a server-paged list, page by page. */
async function everyPage(client: Client, url: string): Promise<{ id: string }[]> {
  const items: { id: string }[] = [];
  for (let page = 1; ; page++) {
    const body = (await client.get(`${url}&page=${page}`)).json();
    items.push(...body.items);
    if (page >= body.totalPages) return items;
  }
}

describe('deciding applications', () => {
  it('pages the pending applications on the server, oldest first, twenty at a time', async () => {
    const league = await createLeague(t.db);
    const { client: mod, user: modUser } = await signedInUser(t);
    await makeModerator(t.db, league.id, modUser.id);
    const ids: string[] = [];
    for (let i = 0; i < 25; i++)
      ids.push((await createApplication(t.db, (await createUser(t.db)).id, league.id)).id);

    const first = (await mod.get('/api/applications?status=pending')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 25, totalPages: 2 });
    expect(first.items.map((a: { id: string }) => a.id)).toEqual(ids.slice(0, 20));
    const second = (await mod.get('/api/applications?status=pending&page=2')).json();
    expect(second.items.map((a: { id: string }) => a.id)).toEqual(ids.slice(20));
    expect((await mod.get('/api/applications?status=pending&page=3')).json()).toMatchObject({
      items: [],
      total: 25,
      totalPages: 2,
    });
    const bad = await mod.get('/api/applications?status=pending&page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('approves: the player joins at rank n + 1 in the same transaction, with log and notification', async () => {
    const { league } = await createLadder(t.db, 3);
    const applicant = await createUser(t.db);
    const app = await createApplication(t.db, applicant.id, league.id);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });

    const pending = await everyPage(admin, '/api/applications?status=Pending');
    const row = pending.find((a) => a.id === app.id);
    expect(row).toMatchObject({
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      leagueName: league.name,
      status: 'pending',
    });

    const res = await admin.post(`/api/applications/${app.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', rank: 4 });
    const ladder = await ladderOf(league.id);
    expect(ladder).toHaveLength(4);
    expect(ladder[3]).toEqual({ userId: applicant.id, rank: 4, status: 'added', points: 0 });
    expect(isPermutation(ladder)).toBe(true);
    const [decided] = await applicationsOf(applicant.id);
    expect(decided.status).toBe('confirmed');
    expect(await logsAbout(app.id)).toEqual(['ApplicationApproved']);
    const history = await t.db
      .select()
      .from(rankHistory)
      .where(and(eq(rankHistory.leagueId, league.id), eq(rankHistory.userId, applicant.id)));
    expect(history).toMatchObject([{ oldRank: null, newRank: 4, cause: 'approval' }]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, applicant.id));
    expect(notes).toHaveLength(1);
    // And by mail, as leagues and applications go by default.
    await t.app.deps.mailer.flush();
    const [mail] = t.mail.to(applicant.email);
    expect(mail.text).toContain('başvurunuz onaylandı');
    expect(mail.headers?.['List-Unsubscribe']).toContain('c=leagues');

    const after = await everyPage(admin, '/api/applications?status=pending');
    expect(after.some((a) => a.id === app.id)).toBe(false);
    const again = await admin.post(`/api/applications/${app.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Bu başvuru zaten sonuçlandırılmış.');
  });

  it('rejects: status rejected, log written, nobody joins', async () => {
    const league = await createLeague(t.db);
    const applicant = await createUser(t.db);
    const app = await createApplication(t.db, applicant.id, league.id);
    const { client: admin } = await signedInUser(t, { role: 'Super Admin' });
    const res = await admin.post(`/api/applications/${app.id}/reject`);
    expect(res.statusCode).toBe(200);
    expect((await applicationsOf(applicant.id))[0].status).toBe('rejected');
    expect(await ladderOf(league.id)).toHaveLength(0);
    expect(await logsAbout(app.id)).toEqual(['ApplicationRejected']);
    expect((await admin.post(`/api/applications/${app.id}/approve`)).statusCode).toBe(409);
    await t.app.deps.mailer.flush();
    expect(t.mail.to(applicant.email).map((m) => m.text)).toEqual([
      expect.stringContaining('başvurunuz reddedildi'),
    ]);
  });

  it('refuses to approve a user already in the league and changes nothing', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const app = await createApplication(t.db, players[1].id, league.id);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const res = await admin.post(`/api/applications/${app.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Bu kullanıcı zaten bu lige kayıtlı.');
    expect(await ladderOf(league.id)).toHaveLength(2);
    expect((await applicationsOf(players[1].id))[0].status).toBe('pending');
    expect(await logsAbout(app.id)).toEqual([]);
  });

  it('refuses to approve a player whose gender is no longer the league’s, and changes nothing', async () => {
    const { league } = await createLadder(t.db, 1);
    const player = await createUser(t.db, { gender: 'male' });
    const app = await createApplication(t.db, player.id, league.id);
    // The player's gender changed after applying.
    await t.db.update(users).set({ gender: 'female' }).where(eq(users.id, player.id));
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const res = await admin.post(`/api/applications/${app.id}/approve`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Bu lig yalnızca erkek oyunculara açık; bu oyuncu eklenemez.');
    expect(await ladderOf(league.id)).toHaveLength(1);
    expect((await applicationsOf(player.id))[0].status).toBe('pending');
  });

  it('lets a league’s moderator decide its applications only', async () => {
    const mine = await createLeague(t.db);
    const other = await createLeague(t.db);
    const { client: mod, user: modUser } = await signedInUser(t);
    await makeModerator(t.db, mine.id, modUser.id);
    const a1 = await createApplication(t.db, (await createUser(t.db)).id, mine.id);
    const a2 = await createApplication(t.db, (await createUser(t.db)).id, other.id);

    const list = (await mod.get('/api/applications?status=pending')).json();
    expect(list).toMatchObject({ page: 1, pageSize: 20, total: 1, totalPages: 1 });
    expect(list.items.map((a: { id: string }) => a.id)).toEqual([a1.id]);
    const refused = await mod.post(`/api/applications/${a2.id}/approve`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Yetkiniz yok.');
    expect((await mod.post(`/api/applications/${a2.id}/reject`)).statusCode).toBe(403);
    expect((await mod.post(`/api/applications/${a1.id}/approve`)).statusCode).toBe(200);

    const { client: player } = await signedInUser(t);
    expect((await player.get('/api/applications?status=pending')).statusCode).toBe(403);
    expect((await player.post(`/api/applications/${a2.id}/approve`)).statusCode).toBe(403);
    expect((await clientFor(t).get('/api/applications')).statusCode).toBe(401);
    expect((await clientFor(t).post(`/api/applications/${a2.id}/reject`)).statusCode).toBe(401);
    expect((await applicationsOf(a2.userId))[0].status).toBe('pending');
  });

  it('answers a missing application with 404', async () => {
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    expect(
      (await admin.post('/api/applications/7b1c6a52-8a53-4a0e-9a57-1f6f3f1c0a11/approve')).statusCode,
    ).toBe(404);
    expect((await admin.post('/api/applications/nope/approve')).statusCode).toBe(400);
  });

  it('approves many applications to one league at once without a rank clash', async () => {
    const { league } = await createLadder(t.db, 2);
    const apps = [];
    for (let i = 0; i < 8; i++)
      apps.push(await createApplication(t.db, (await createUser(t.db)).id, league.id));
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    const results = await Promise.all(apps.map((a) => admin.post(`/api/applications/${a.id}/approve`)));
    expect(results.map((r) => r.statusCode)).toEqual(apps.map(() => 200));
    const ladder = await ladderOf(league.id);
    expect(ladder).toHaveLength(10);
    expect(isPermutation(ladder)).toBe(true);
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(leagueApplications)
      .where(and(eq(leagueApplications.leagueId, league.id), eq(leagueApplications.status, 'confirmed')));
    expect(n).toBe(8);
  });

  it('approves a page of applications in one request, in their order, reporting each refused', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const newcomers = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const apps = [];
    for (const u of newcomers) apps.push(await createApplication(t.db, u.id, league.id));
    // One decided meanwhile, one of a player already on the ladder: both refused, the rest approved.
    const decided = await createApplication(t.db, (await createUser(t.db)).id, league.id, 'rejected');
    const member = await createApplication(t.db, players[0].id, league.id);
    const { client: mod, user: modUser } = await signedInUser(t);
    await makeModerator(t.db, league.id, modUser.id);

    const res = await mod.post('/api/applications/approve', {
      ids: [apps[0].id, decided.id, apps[1].id, member.id, apps[2].id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      approved: 3,
      refused: [
        { id: decided.id, message: 'Bu başvuru zaten sonuçlandırılmış.' },
        { id: member.id, message: 'Bu kullanıcı zaten bu lige kayıtlı.' },
      ],
    });
    const ladder = await ladderOf(league.id);
    expect(ladder.map((r) => r.userId)).toEqual([
      players[0].id,
      players[1].id,
      ...newcomers.map((u) => u.id),
    ]);
    expect(isPermutation(ladder)).toBe(true);
    for (const a of apps) expect(await logsAbout(a.id)).toEqual(['ApplicationApproved']);
    await t.app.deps.mailer.flush();
    for (const u of newcomers)
      expect(t.mail.to(u.email).map((m) => m.text)).toEqual([
        expect.stringContaining('başvurunuz onaylandı'),
      ]);
  });

  it('approves none of a bulk request naming a league the caller does not run, and checks its shape', async () => {
    const mine = await createLeague(t.db);
    const other = await createLeague(t.db);
    const { client: mod, user: modUser } = await signedInUser(t);
    await makeModerator(t.db, mine.id, modUser.id);
    const a1 = await createApplication(t.db, (await createUser(t.db)).id, mine.id);
    const a2 = await createApplication(t.db, (await createUser(t.db)).id, other.id);
    const refused = await mod.post('/api/applications/approve', { ids: [a1.id, a2.id] });
    expect(refused.statusCode).toBe(403);
    expect((await applicationsOf(a1.userId))[0].status).toBe('pending');
    const { client: player } = await signedInUser(t);
    expect((await player.post('/api/applications/approve', { ids: [a1.id] })).statusCode).toBe(403);
    expect((await clientFor(t).post('/api/applications/approve', { ids: [a1.id] })).statusCode).toBe(401);

    const empty = await mod.post('/api/applications/approve', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toContain('Onaylanacak başvuruları seçiniz.');
    const many = await mod.post('/api/applications/approve', {
      ids: Array.from({ length: 21 }, () => crypto.randomUUID()),
    });
    expect(many.statusCode).toBe(400);
    expect(errorOf(many).message).toContain('Bir seferde en çok 20 başvuru onaylanabilir.');
    expect((await applicationsOf(a1.userId))[0].status).toBe('pending');
  });

  it('keeps a player out of the joinable list once approved', async () => {
    const league = await createLeague(t.db);
    const { client, user } = await signedInUser(t);
    await client.post(`/api/leagues/${league.id}/applications`);
    const [app] = await applicationsOf(user.id);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    await admin.post(`/api/applications/${app.id}/approve`);
    const ids = (await client.get('/api/leagues/joinable')).json().items.map((l: { id: string }) => l.id);
    expect(ids).not.toContain(league.id);
    const mine = (await client.get('/api/leagues/mine')).json();
    expect(mine[0]).toMatchObject({ id: league.id, rank: 1 });
  });
});
