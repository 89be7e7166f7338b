import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.js';
import {
  adminLogs,
  leagueParticipants,
  matches,
  matchRequests,
  notifications,
  rankHistory,
  users,
} from '../../src/server/db/schema/index.js';
import { startReminderJob } from '../../src/server/jobs/reminder-job.js';
import { leaguePhrase } from '../../src/shared/labels.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { addModerator, createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// A clock the tests move: it starts on 10 Nov 2026 13:00 in Istanbul, in the past, so test
// sessions never idle out even when a test moves it on by days.
const start = new Date('2026-11-10T10:00:00Z');
let clock = start;
const hours = (h: number) => new Date(start.getTime() + h * 3_600_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const order = async (leagueId: string) =>
  (
    await t.db
      .select({ userId: leagueParticipants.userId })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.leagueId, leagueId))
      .orderBy(leagueParticipants.rank)
  ).map((r) => r.userId);
/** A fingerprint of every table a confirmation writes: equal before and after means nothing was written. */
const databaseChecksum = async () =>
  queryRows(
    t.db,
    sql`
      select (select count(*) from matches)::int as matches,
             (select md5(coalesce(string_agg(m::text, '|' order by m.id), '')) from matches m) as match_rows,
             (select md5(coalesce(string_agg(p::text, '|' order by p.id), '')) from league_participants p) as ranks,
             (select count(*) from rank_history)::int as rank_history,
             (select count(*) from notifications)::int as notifications,
             (select count(*) from mail_outbox)::int as mails,
             (select count(*) from admin_logs)::int as admin_logs,
             (select md5(coalesce(string_agg(l.id::text || ':' || l.ladder_version, '|' order by l.id), '')) from leagues l) as ladders`,
  );
const matchRow = async (id: string) => (await t.db.select().from(matches).where(eq(matches.id, id)))[0];
const notesOf = async (userId: string, subject: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.subject, subject)))
  )[0].n;

const straight = {
  outcome: 'normal',
  sets: [
    { p1: 6, p2: 3 },
    { p1: 6, p2: 4 },
  ],
};
const opponentWins = {
  outcome: 'normal',
  sets: [
    { p1: 3, p2: 6 },
    { p1: 7, p2: 6, tieBreak: { p1: 7, p2: 5 } },
    { p1: 8, p2: 10 },
  ],
};

/** A ladder of `size` players, signed-in clients, and a planned match: rank `c` challenged rank `o`. */
async function setup(size: number, c: number, o: number) {
  clock = start;
  const { league, players } = await createLadder(t.db, size);
  const clients = await Promise.all(players.map((p) => as(p.id)));
  const match = await createPlannedMatch(t.db, league.id, players[c - 1].id, players[o - 1].id, {
    acceptedAt: start,
  });
  const ids = players.map((p) => p.id);
  return { league, players, clients, match, ids, challenger: clients[c - 1], opponent: clients[o - 1] };
}

describe('the staff list', () => {
  it('pages the matches waiting for staff, twenty at a time, newest change first', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 2);
    const made: string[] = [];
    for (let i = 0; i < 23; i++) {
      const acceptedAt = new Date(start.getTime() - i * 60_000);
      made.push((await createPlannedMatch(t.db, league.id, players[1].id, players[0].id, { acceptedAt })).id);
    }
    clock = hours(6 * 24); // every one past its five days
    const admin = await signedInUser(t, { role: 'Admin' });
    const first = (await admin.client.get(`/api/results/staff?leagueId=${league.id}`)).json();
    expect(first.pendingPage).toEqual({ page: 1, pageSize: 20, total: 23, totalPages: 2 });
    expect(first.pending.map((m: { id: string }) => m.id)).toEqual(made.slice(0, 20));
    const second = (await admin.client.get(`/api/results/staff?leagueId=${league.id}&page=2`)).json();
    expect(second.pending.map((m: { id: string }) => m.id)).toEqual(made.slice(20));
    expect(second.pendingPage).toMatchObject({ page: 2, total: 23 });
    expect((await admin.client.get(`/api/results/staff?leagueId=${league.id}&page=0`)).statusCode).toBe(400);
  });
});

describe('the result flow', () => {
  it('accepting an offer plans a match both players see, with its deadline', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 3);
    const offer = await createOfferRow(t.db, league.id, players[2].id, players[1].id, { createdAt: start });
    const opponent = await as(players[1].id);
    expect((await opponent.post(`/api/offers/${offer.id}/accept`)).statusCode).toBe(200);
    for (const p of [players[1], players[2]]) {
      const mine = (await (await as(p.id)).get('/api/results/mine')).json();
      expect(mine.open).toHaveLength(1);
      expect(mine.open[0]).toMatchObject({
        league: { id: league.id, name: league.name },
        player1: { id: players[2].id },
        player2: { id: players[1].id },
        status: 'planlanmış',
        resultState: 'none',
        dueAt: '2026-11-15T10:00:00.000Z',
        format: { setCount: 3, gameFormat: 6, setDecisionsFormat: 'Super' },
      });
      expect(JSON.stringify(mine)).not.toContain('@');
    }
  });

  it('challenger reports a win, the opponent confirms: played, and the ladder moves in the same step', async () => {
    const { league, players, match, ids, challenger, opponent } = await setup(5, 5, 2);
    clock = hours(2);
    const reported = await challenger.post(`/api/results/${match.id}/report`, straight);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json()).toMatchObject({
      message: 'Skor kaydedildi. Rakibinizin onayı bekleniyor.',
      match: { resultState: 'reported', score: '6-3 6-4', winnerId: ids[4], reportedBy: ids[4] },
    });
    expect(reported.json().match.autoConfirmAt).toBe(hours(50).toISOString());
    expect(await order(league.id)).toEqual(ids); // nothing moves before the answer
    expect(await notesOf(ids[1], 'Maç Sonucu Girildi')).toBe(1);

    const own = await challenger.post(`/api/results/${match.id}/confirm`);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe('Kendi girdiğiniz skoru onaylayamaz veya itiraz edemezsiniz.');
    const again = await opponent.post(`/api/results/${match.id}/report`, straight);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(
      'Rakibiniz bu maçın skorunu sizden önce girdi; sizin girdiğiniz skor kaydedilmedi. Girilen skoru inceleyip onaylayabilir ya da itiraz edebilirsiniz.',
    );
    const twice = await challenger.post(`/api/results/${match.id}/report`, straight);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('Bu maçın skorunu zaten girdiniz.');

    clock = hours(3);
    const confirmed = await opponent.post(`/api/results/${match.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Sonuç onaylandı.',
      match: { status: 'oynanmış', resultState: 'confirmed' },
    });
    expect((await matchRow(match.id)).confirmedAt?.toISOString()).toBe(hours(3).toISOString());
    expect(await order(league.id)).toEqual([ids[0], ids[4], ids[1], ids[2], ids[3]]);
    const history = await t.db.select().from(rankHistory).where(eq(rankHistory.matchId, match.id));
    expect(history.map((h) => [h.userId, h.oldRank, h.newRank, h.cause]).sort()).toEqual(
      [
        [ids[4], 5, 2, 'match_result'],
        [ids[1], 2, 3, 'match_result'],
        [ids[2], 3, 4, 'match_result'],
        [ids[3], 4, 5, 'match_result'],
      ].sort(),
    );
    for (const id of [ids[1], ids[4]]) expect(await notesOf(id, 'Maç Sonucu Kesinleşti')).toBe(1);
    // The opponent confirmed it themself: theirs is a record, read; the challenger's is news.
    const finalNote = async (id: string) =>
      (
        await t.db
          .select({ status: notifications.status })
          .from(notifications)
          .where(and(eq(notifications.userId, id), eq(notifications.subject, 'Maç Sonucu Kesinleşti')))
      )[0].status;
    expect(await finalNote(ids[1])).toBe('read');
    expect(await finalNote(ids[4])).toBe('unread');
    await t.app.deps.mailer.flush();
    expect(t.mail.to(players[4].email).map((m) => m.subject)).toContain('Maç Sonucu Kesinleşti');
    expect(t.mail.to(players[1].email).map((m) => m.subject)).toEqual([
      'Maç Sonucu Girildi',
      'Maç Sonucu Kesinleşti',
    ]);

    // the guest view shows the new order and the result, and no private field
    const anon = clientFor(t);
    const guest = await anon.get(`/api/guest/leagues/${league.id}`);
    expect(guest.statusCode).toBe(200);
    const body = guest.json();
    expect(
      body.ladder.map((r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`),
    ).toEqual([0, 4, 1, 2, 3].map((i) => `${players[i].firstName} ${players[i].lastName}`));
    expect(body.recentResults[0]).toMatchObject({
      score: '6-3 6-4',
      winner: `${players[4].firstName} ${players[4].lastName}`,
    });
    for (const p of players) {
      expect(guest.body).not.toContain(p.email);
      expect(guest.body).not.toContain(p.id);
    }
    expect(guest.body).not.toContain('05551234567');
    expect(guest.body).not.toContain('1990-05-17');

    // every player of the league sees it among the league's latest results
    const bystander = await as(ids[0]);
    const leagueResults = (await bystander.get('/api/results/leagues')).json();
    expect(leagueResults.leagues).toEqual([
      expect.objectContaining({
        id: league.id,
        results: [expect.objectContaining({ id: match.id, score: '6-3 6-4' })],
      }),
    ]);
    expect(JSON.stringify(leagueResults)).not.toContain('@');

    const again2 = await opponent.post(`/api/results/${match.id}/confirm`);
    expect(again2.statusCode).toBe(422);
    expect(errorOf(again2).message).toBe('Bu maç artık planlanmış durumda değil.');
  });

  it('the opponent wins: played, ranks stay', async () => {
    const { league, match, ids, challenger, opponent } = await setup(4, 4, 3);
    expect((await opponent.post(`/api/results/${match.id}/report`, opponentWins)).statusCode).toBe(200);
    const res = await challenger.post(`/api/results/${match.id}/confirm`);
    expect(res.json().match).toMatchObject({
      status: 'oynanmış',
      winnerId: ids[2],
      score: '3-6 7-6(5) 8-10',
    });
    expect(await order(league.id)).toEqual(ids);
    expect(await t.db.select().from(rankHistory).where(eq(rankHistory.matchId, match.id))).toEqual([]);
  });

  it('records a retirement and a walkover; the player who retired or did not show loses', async () => {
    const a = await setup(3, 3, 1);
    const ret = await a.opponent.post(`/api/results/${a.match.id}/report`, {
      outcome: 'retired',
      loser: 'p1',
      sets: [
        { p1: 4, p2: 6 },
        { p1: 2, p2: 1 },
      ],
    });
    expect(ret.json().match).toMatchObject({
      outcome: 'retired',
      score: '4-6 2-1 (çekilme)',
      winnerId: a.ids[0],
    });
    const b = await setup(3, 3, 1);
    const wo = await b.challenger.post(`/api/results/${b.match.id}/report`, {
      outcome: 'walkover',
      loser: 'p2',
      sets: [],
    });
    expect(wo.json().match).toMatchObject({ outcome: 'walkover', score: 'Hükmen', winnerId: b.ids[2] });
    await b.opponent.post(`/api/results/${b.match.id}/confirm`);
    expect(await order(b.league.id)).toEqual([b.ids[2], b.ids[0], b.ids[1]]);
  });
});

describe('answers at the same time', () => {
  it('a confirmation and the 48-hour job race: the result is made final once', async () => {
    const { league, match, ids, challenger, opponent } = await setup(4, 4, 1);
    await challenger.post(`/api/results/${match.id}/report`, straight);
    clock = hours(48);
    const job = startReminderJob(t.app.deps, t.app.log, 15);
    const [confirm] = await Promise.all([
      opponent.post(`/api/results/${match.id}/confirm`),
      job.runOnce(),
      opponent.get('/api/results/mine'),
      challenger.get('/api/results/mine'),
    ]);
    await job.stop();
    expect([200, 422]).toContain(confirm.statusCode);
    expect(await order(league.id)).toEqual([ids[3], ids[0], ids[1], ids[2]]);
    expect(await t.db.select().from(rankHistory).where(eq(rankHistory.matchId, match.id))).toHaveLength(4);
    expect(await notesOf(ids[3], 'Maç Sonucu Kesinleşti')).toBe(1);
  });

  it('a confirmation and a dispute race: exactly one is taken, and the ladder agrees with it', async () => {
    const { league, match, ids, challenger, opponent } = await setup(4, 4, 1);
    await challenger.post(`/api/results/${match.id}/report`, straight);
    const [confirm, dispute] = await Promise.all([
      opponent.post(`/api/results/${match.id}/confirm`),
      opponent.post(`/api/results/${match.id}/dispute`, {}),
    ]);
    expect([confirm.statusCode, dispute.statusCode].sort()).toEqual([200, 422]);
    const row = await matchRow(match.id);
    if (confirm.statusCode === 200) {
      expect(row).toMatchObject({ status: 'oynanmış', resultState: 'confirmed' });
      expect(await order(league.id)).toEqual([ids[3], ids[0], ids[1], ids[2]]);
    } else {
      expect(row).toMatchObject({ status: 'planlanmış', resultState: 'disputed' });
      expect(await order(league.id)).toEqual(ids);
    }
  });
});

describe('bad input and access', () => {
  it('refuses an impossible score with what is wrong, and writes nothing', async () => {
    const { match, challenger } = await setup(3, 3, 2);
    const cases: [unknown, number, string][] = [
      [
        {
          outcome: 'normal',
          sets: [
            { p1: 6, p2: 5 },
            { p1: 6, p2: 0 },
          ],
        },
        422,
        '1. set: 6-5 tamamlanmış bir set değil.',
      ],
      [
        { outcome: 'normal', sets: [{ p1: 6, p2: 4 }] },
        422,
        'Maçı kazanmak için 2 set kazanılmalıdır; girilen skorla kazanan belli değil.',
      ],
      [{ outcome: 'retired', sets: [{ p1: 2, p2: 1 }] }, 422, 'Maçtan çekilen oyuncuyu seçiniz.'],
      [
        { outcome: 'normal', sets: [{ p1: 'altı', p2: 4 }] },
        400,
        'Oyun sayısı 0 ile 99 arasında tam sayı olmalıdır.',
      ],
      [
        { outcome: 'normal', sets: [{ p1: -1, p2: 4 }] },
        400,
        'Oyun sayısı 0 ile 99 arasında tam sayı olmalıdır.',
      ],
      [{ outcome: 'berabere', sets: [] }, 400, 'Geçerli bir sonuç türü seçiniz.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await challenger.post(`/api/results/${match.id}/report`, body as never);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(res).message).toContain(message);
    }
    expect(await matchRow(match.id)).toMatchObject({
      resultState: 'none',
      score: null,
      winnerId: null,
      reportedBy: null,
    });
    expect(await notesOf((await matchRow(match.id)).player2Id, 'Maç Sonucu Girildi')).toBe(0);
  });

  it('only the two players report, confirm or dispute', async () => {
    const { match, challenger } = await setup(3, 3, 2);
    const anon = clientFor(t);
    expect((await anon.post(`/api/results/${match.id}/report`, straight)).statusCode).toBe(401);
    expect((await anon.get('/api/results/mine')).statusCode).toBe(401);
    const stranger = await signedInUser(t);
    const admin = await signedInUser(t, { role: 'Admin' });
    for (const c of [stranger.client, admin.client]) {
      const res = await c.post(`/api/results/${match.id}/report`, straight);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Bu maç size ait değil.');
    }
    expect((await challenger.post(`/api/results/${match.id}/report`, straight)).statusCode).toBe(200);
    expect((await stranger.client.post(`/api/results/${match.id}/confirm`)).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/results/${match.id}/dispute`, {})).statusCode).toBe(404);
    expect((await challenger.post(`/api/results/${crypto.randomUUID()}/confirm`)).statusCode).toBe(404);
    expect((await challenger.post('/api/results/not-a-uuid/confirm')).statusCode).toBe(400);
  });
});

describe('48-hour auto-confirmation', () => {
  it('after 48 hours an unanswered report reads as confirmed, yet reads write nothing; the job writes it', async () => {
    const { league, match, ids, challenger, opponent } = await setup(3, 3, 1);
    const staff = await signedInUser(t, { role: 'Admin' });
    clock = hours(1);
    await challenger.post(`/api/results/${match.id}/report`, straight);
    clock = hours(48.9);
    expect((await opponent.get('/api/results/mine')).json().open[0]).toMatchObject({
      resultState: 'reported',
      autoConfirmAt: hours(49).toISOString(),
    });

    clock = hours(49);
    const before = await databaseChecksum();
    const mine = (await opponent.get('/api/results/mine')).json();
    const theirs = (await challenger.get('/api/results/mine')).json();
    const waiting = (await staff.client.get(`/api/results/staff?leagueId=${league.id}`)).json();
    const everywhere = (await staff.client.get('/api/results/staff')).json();
    const leagueResults = (await opponent.get('/api/results/leagues')).json();
    // Every read shows the effective state: played and confirmed, no longer waiting for anyone.
    for (const list of [mine, theirs]) {
      expect(list.open).toEqual([]);
      expect(list.recent[0]).toMatchObject({
        id: match.id,
        status: 'oynanmış',
        resultState: 'confirmed',
        winnerId: ids[2],
        autoConfirmAt: null,
        matchDate: hours(1).toISOString(),
      });
    }
    for (const list of [waiting, everywhere]) {
      expect(list.pending.map((m: { id: string }) => m.id)).not.toContain(match.id);
      expect(list.recent.find((m: { id: string }) => m.id === match.id)).toMatchObject({
        status: 'oynanmış',
        resultState: 'confirmed',
      });
    }
    expect(leagueResults.leagues.find((l: { id: string }) => l.id === league.id).results[0]).toMatchObject({
      id: match.id,
      status: 'oynanmış',
    });
    // … and nothing in the database changed: not the match, the ladder, its history or any mail.
    expect(await databaseChecksum()).toEqual(before);
    expect(await matchRow(match.id)).toMatchObject({ status: 'planlanmış', resultState: 'reported' });
    expect(await order(league.id)).toEqual(ids);
    // Too late to dispute what reads as confirmed.
    expect((await opponent.post(`/api/results/${match.id}/dispute`, {})).statusCode).toBe(422);

    // The scheduled job writes it: the match, the ladder, the notices.
    const job = startReminderJob(t.app.deps, t.app.log, 15);
    await job.runOnce();
    await job.stop();
    expect(await matchRow(match.id)).toMatchObject({ status: 'oynanmış', resultState: 'confirmed' });
    expect((await matchRow(match.id)).confirmedAt?.toISOString()).toBe(hours(49).toISOString());
    expect(await order(league.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(await notesOf(ids[2], 'Maç Sonucu Kesinleşti')).toBe(1);
    expect((await opponent.get('/api/results/mine')).json().recent[0]).toEqual(mine.recent[0]);
  });

  it('the scheduled job confirms unanswered reports too, without anyone reading', async () => {
    const { league, match, ids, challenger } = await setup(3, 3, 2);
    await challenger.post(`/api/results/${match.id}/report`, straight);
    clock = hours(47);
    const job = startReminderJob(t.app.deps, t.app.log, 15);
    await job.runOnce();
    expect((await matchRow(match.id)).resultState).toBe('reported');
    clock = hours(48);
    await job.runOnce();
    await job.stop();
    expect(await matchRow(match.id)).toMatchObject({ status: 'oynanmış', resultState: 'confirmed' });
    expect(await order(league.id)).toEqual([ids[0], ids[2], ids[1]]);
  });

  it('a disputed report never confirms itself', async () => {
    const { match, challenger, opponent } = await setup(3, 3, 1);
    await challenger.post(`/api/results/${match.id}/report`, straight);
    await opponent.post(`/api/results/${match.id}/dispute`, { reason: 'Skor yanlış' });
    clock = hours(100);
    await opponent.get('/api/results/mine');
    expect(await matchRow(match.id)).toMatchObject({ status: 'planlanmış', resultState: 'disputed' });
  });
});

describe('disputes and staff decisions', () => {
  it('a dispute tells the league moderators and admins; staff decide; a correction moves ranks back and forth', async () => {
    const { league, match, ids, challenger, opponent } = await setup(5, 4, 2);
    const other = await createLadder(t.db, 2);
    const moderator = await signedInUser(t, { role: 'Moderator' });
    const otherModerator = await signedInUser(t, { role: 'Moderator' });
    await addModerator(t.db, league.id, moderator.user.id);
    await addModerator(t.db, other.league.id, otherModerator.user.id);
    const admin = await signedInUser(t, { role: 'Admin' });

    await challenger.post(`/api/results/${match.id}/report`, straight);
    const disputed = await opponent.post(`/api/results/${match.id}/dispute`, {
      reason: 'Maç 6-3 3-6 10-8 bitti.',
    });
    expect(disputed.json()).toMatchObject({
      message: 'İtirazınız kaydedildi. Lig yöneticileri karar verecek.',
      match: { resultState: 'disputed' },
    });
    // A score sent now (a screen not yet refreshed) is refused without offering an answer.
    const late = await opponent.post(`/api/results/${match.id}/report`, straight);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('Bu maçın skoru zaten girildi.');
    for (const id of [moderator.user.id, admin.user.id, ids[3]])
      expect(await notesOf(id, 'Maç Sonucuna İtiraz')).toBe(1);
    for (const id of [otherModerator.user.id, ids[1], ids[0]])
      expect(await notesOf(id, 'Maç Sonucuna İtiraz')).toBe(0);
    const log = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'MatchDisputed'));
    const entry = log.find((l) => (l.eventDetails as { matchId: string }).matchId === match.id);
    expect(entry?.eventDetails).toMatchObject({ disputedBy: expect.any(String) });
    // The reason is the staff's to read on the match, not every admin's in the log.
    expect(entry?.eventDetails).not.toHaveProperty('reason');
    expect((await challenger.post(`/api/results/${match.id}/confirm`)).statusCode).toBe(422);

    // staff list: the moderator sees it for their league; others are refused
    const list = await moderator.client.get(`/api/results/staff?leagueId=${league.id}`);
    expect(list.json().pending.map((m: { id: string }) => m.id)).toContain(match.id);
    expect((await otherModerator.client.get(`/api/results/staff?leagueId=${league.id}`)).statusCode).toBe(
      403,
    );
    expect((await moderator.client.get('/api/results/staff')).statusCode).toBe(403);
    expect((await challenger.get(`/api/results/staff?leagueId=${league.id}`)).statusCode).toBe(403);
    expect((await admin.client.get('/api/results/staff')).statusCode).toBe(200);

    const decision = {
      leagueId: league.id,
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 3 },
        { p1: 3, p2: 6 },
        { p1: 10, p2: 8 },
      ],
    };
    expect((await challenger.post(`/api/results/${match.id}/decide`, decision)).statusCode).toBe(403);
    expect((await otherModerator.client.post(`/api/results/${match.id}/decide`, decision)).statusCode).toBe(
      403,
    );
    const wrongLeague = await otherModerator.client.post(`/api/results/${match.id}/decide`, {
      ...decision,
      leagueId: other.league.id,
    });
    expect(wrongLeague.statusCode).toBe(403);
    expect(errorOf(wrongLeague).message).toBe('Bu maç seçilen lige ait değil.');
    const bad = await moderator.client.post(`/api/results/${match.id}/decide`, {
      ...decision,
      sets: [{ p1: 6, p2: 5 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(await order(league.id)).toEqual(ids);

    const decided = await moderator.client.post(`/api/results/${match.id}/decide`, decision);
    expect(decided.json()).toMatchObject({
      // The answer also says where the players went (the form said it before saving).
      message: expect.stringMatching(/^Sonuç kaydedildi\. Sıralama: .* 4\. sıradan 2\. sıraya yükseldi/),
      match: { status: 'oynanmış', score: '6-3 3-6 10-8' },
    });
    const won = [ids[0], ids[3], ids[1], ids[2], ids[4]];
    expect(await order(league.id)).toEqual(won);
    // Decided: the dispute notice of every staff member (not only the one who decided) is read.
    const staffNotices = await t.db
      .select({ userId: notifications.userId, status: notifications.status })
      .from(notifications)
      .where(and(eq(notifications.targetId, match.id), eq(notifications.subject, 'Maç Sonucuna İtiraz')));
    expect(staffNotices.map((n) => n.userId)).toEqual(
      expect.arrayContaining([moderator.user.id, admin.user.id]),
    );
    expect(staffNotices.every((n) => n.status === 'read')).toBe(true);
    // The admin log names the match, the result and the moderator who decided it.
    const results = async () =>
      (await admin.client.get('/api/admin-logs?tab=all&eventType=MatchResult')).json().items as {
        eventDetails: { matchId?: string; how?: string };
        summary: string;
        lines: { label: string; value: string }[];
      }[];
    const players = await t.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [ids[3], ids[1]]));
    const nameOf = (id: string) => players.find((p) => p.id === id)!.name;
    expect((await results()).find((l) => l.eventDetails.matchId === match.id)?.summary).toBe(
      `${leaguePhrase(league.name, 'ligindeki')} ${nameOf(ids[3])} – ${nameOf(ids[1])} maçı sonuçlandı: 6-3 3-6 10-8, kazanan ${nameOf(ids[3])}. Yetkili kararıyla kesinleşti (${moderator.user.name}).`,
    );

    // correction: the opponent won after all → the challenger goes back to rank 4
    const corrected = await admin.client.post(`/api/results/${match.id}/decide`, {
      ...decision,
      sets: [
        { p1: 3, p2: 6 },
        { p1: 3, p2: 6 },
      ],
    });
    expect(corrected.json()).toMatchObject({
      message: expect.stringMatching(/^Sonuç düzeltildi\. Sıralama: .* 2\. sıradan 4\. sıraya indi/),
      match: { winnerId: ids[1], score: '3-6 3-6' },
    });
    expect(await order(league.id)).toEqual(ids);
    // The correction's entry names the result it replaced.
    const correction = (await results()).find(
      (l) => l.eventDetails.matchId === match.id && l.eventDetails.how === 'correction',
    );
    expect(correction?.eventDetails).toMatchObject({
      score: '3-6 3-6',
      winner: nameOf(ids[1]),
      previousScore: '6-3 3-6 10-8',
      previousWinner: nameOf(ids[3]),
    });
    // The list's line (cut at its length: the test's names are long) and the detail's lines.
    expect(correction?.summary).toContain(
      `maçının sonucu düzeltildi: 3-6 3-6, kazanan ${nameOf(ids[1])} (önceki sonuç: 6-3 3-6 10-8, kazanan`,
    );
    expect(correction?.lines).toEqual(
      expect.arrayContaining([
        { label: 'Önceki skor', value: '6-3 3-6 10-8' },
        { label: 'Önceki kazanan', value: nameOf(ids[3]) },
      ]),
    );
    // and back again: the challenger won
    await admin.client.post(`/api/results/${match.id}/decide`, decision);
    expect(await order(league.id)).toEqual(won);
    // a correction that keeps the winner moves nothing
    await moderator.client.post(`/api/results/${match.id}/decide`, {
      ...decision,
      sets: [
        { p1: 6, p2: 0 },
        { p1: 6, p2: 0 },
      ],
    });
    expect(await order(league.id)).toEqual(won);
    const causes = (await t.db.select().from(rankHistory).where(eq(rankHistory.matchId, match.id))).map(
      (h) => h.cause,
    );
    expect(causes.filter((c) => c === 'match_result')).toHaveLength(3);
    expect(causes.filter((c) => c === 'correction')).toHaveLength(6);
    expect(await notesOf(ids[3], 'Maç Sonucu Düzeltildi')).toBe(3);
  });
});

describe('cancelling an unplayed match', () => {
  it('only after the deadline, only by staff; the player who did not show loses as in a rejection', async () => {
    const { league, match, ids, challenger, players } = await setup(4, 4, 2);
    const admin = await signedInUser(t, { role: 'Admin' });
    const body = { leagueId: league.id, noShow: 'p2' };
    expect((await challenger.post(`/api/results/${match.id}/cancel`, body)).statusCode).toBe(403);
    clock = hours(24);
    // Before the deadline the match could still be played: naming a no-show is refused, and writes nothing.
    const before = await databaseChecksum();
    const early = await admin.client.post(`/api/results/${match.id}/cancel`, body);
    expect(early.statusCode).toBe(422);
    expect(errorOf(early).message).toBe(
      'Maçın oynanma süresi henüz dolmadı; maç hâlâ oynanabilir. Süre dolmadan maçı yalnızca kimseyi gelmemiş saymadan iptal edebilirsiniz.',
    );
    expect(await databaseChecksum()).toEqual(before);
    expect(
      (await admin.client.post(`/api/results/${match.id}/cancel`, { ...body, noShow: 'kimse' })).statusCode,
    ).toBe(400);
    clock = hours(5 * 24 + 1);
    const pending = (await admin.client.get(`/api/results/staff?leagueId=${league.id}`)).json().pending;
    expect(pending.find((m: { id: string }) => m.id === match.id)).toMatchObject({ overdue: true });
    const res = await admin.client.post(`/api/results/${match.id}/cancel`, body);
    expect(res.json()).toMatchObject({
      message: 'Maç iptal edildi.',
      match: { status: 'iptal', winnerId: ids[3] },
    });
    expect(await order(league.id)).toEqual([ids[0], ids[3], ids[1], ids[2]]);
    const history = await t.db.select().from(rankHistory).where(eq(rankHistory.matchId, match.id));
    expect(new Set(history.map((h) => h.cause))).toEqual(new Set(['cancellation']));
    // The admin log says which match was cancelled, who did not show and who cancelled it, under a
    // subject of its own: a cancellation is not a match result.
    const logged = async (eventType: string) =>
      (await admin.client.get(`/api/admin-logs?tab=all&eventType=${eventType}`)).json().items as {
        eventDetails: Record<string, unknown>;
        summary: string;
      }[];
    const [p1, p2] = [players[3].name, players[1].name];
    const entry = (await logged('MatchCancelledByStaff')).find((l) => l.eventDetails.matchId === match.id);
    expect(entry?.summary).toBe(
      `${leaguePhrase(league.name, 'ligindeki')} ${p1} – ${p2} maçı iptal edildi; gelmeyen oyuncu: ${p2}. İptal eden: ${admin.user.name}.`,
    );
    expect(entry?.eventDetails).toMatchObject({
      leagueId: league.id,
      player1: p1,
      player2: p2,
      cancelledBy: admin.user.id,
      noShow: p2,
      how: 'cancellation',
    });
    expect((await logged('MatchResult')).some((l) => l.eventDetails.matchId === match.id)).toBe(false);

    const b = await setup(3, 3, 1);
    clock = hours(6 * 24);
    await admin.client.post(`/api/results/${b.match.id}/cancel`, { leagueId: b.league.id, noShow: 'p1' });
    expect(await order(b.league.id)).toEqual(b.ids);
    const c = await setup(3, 3, 1);
    await c.challenger.post(`/api/results/${c.match.id}/report`, straight);
    clock = hours(6 * 24);
    // (the report confirmed itself meanwhile: the match is no longer planned)
    expect(
      (
        await admin.client.post(`/api/results/${c.match.id}/cancel`, {
          leagueId: c.league.id,
          noShow: 'none',
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('cancelling a planned match before its deadline', () => {
  it('staff may call it off with nobody to blame: the ladder stays, both players are told, arranging closes', async () => {
    const { league, match, ids, players, challenger, opponent } = await setup(4, 4, 2);
    const admin = await signedInUser(t, { role: 'Admin' });
    const moderator = await signedInUser(t, { role: 'Moderator' });
    await addModerator(t.db, league.id, moderator.user.id);
    const stranger = await signedInUser(t, { role: 'Moderator' });
    const other = await createLadder(t.db, 2);
    await addModerator(t.db, other.league.id, stranger.user.id);
    const body = { leagueId: league.id, noShow: 'none' };
    clock = hours(24);
    // The challenger asked to postpone; it waits for the opponent's answer.
    expect(
      (await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 2 })).statusCode,
    ).toBe(200);
    const before = await databaseChecksum();
    // Neither a player of the match nor a moderator of another league may cancel it.
    expect((await opponent.post(`/api/results/${match.id}/cancel`, body)).statusCode).toBe(403);
    expect((await stranger.client.post(`/api/results/${match.id}/cancel`, body)).statusCode).toBe(403);
    expect(
      (await stranger.client.post(`/api/results/${match.id}/cancel`, { ...body, leagueId: other.league.id }))
        .statusCode,
    ).toBe(403);
    // Naming who did not show is refused: the match could still be played.
    for (const noShow of ['p1', 'p2']) {
      const named = await moderator.client.post(`/api/results/${match.id}/cancel`, { ...body, noShow });
      expect(named.statusCode).toBe(422);
      expect(errorOf(named).code).toBe('not_due');
    }
    expect(await databaseChecksum()).toEqual(before);
    const sequence = (await matchRow(match.id)).calendarSequence;

    const res = await moderator.client.post(`/api/results/${match.id}/cancel`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Maç iptal edildi.',
      match: { status: 'iptal', winnerId: null, score: null },
    });
    expect(await matchRow(match.id)).toMatchObject({ outcome: 'normal', calendarSequence: sequence + 1 });
    expect(await order(league.id)).toEqual(ids);
    expect(await t.db.select().from(rankHistory).where(eq(rankHistory.matchId, match.id))).toEqual([]);
    // The postponement asked for is closed, and the opponent is no longer asked to answer it.
    const requests = await t.db
      .select({ kind: matchRequests.kind, status: matchRequests.status })
      .from(matchRequests)
      .where(eq(matchRequests.matchId, match.id));
    expect(requests).toEqual([{ kind: 'postpone', status: 'replaced' }]);
    expect((await opponent.get(`/api/matches/${match.id}/arrangement`)).json().pending).toEqual([]);
    const unread = await t.db
      .select({ subject: notifications.subject })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids[1]),
          eq(notifications.targetId, match.id),
          eq(notifications.status, 'unread'),
        ),
      );
    expect(unread.map((n) => n.subject)).toEqual(['Maç İptal Edildi']);
    // Both players are told, in the app and by mail.
    await t.app.deps.mailer.flush();
    for (const [me, them] of [
      [players[3], players[1]],
      [players[1], players[3]],
    ]) {
      expect(await notesOf(me.id, 'Maç İptal Edildi')).toBe(1);
      const mails = t.mail.to(me.email).filter((x) => x.subject === 'Maç İptal Edildi');
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain(
        `${them.name} ile maçınız lig yönetimi tarafından iptal edildi; maç oynanmayacak. Sıralama değişmedi; tekrar teklif için bekleme süresi uygulanmaz.`,
      );
    }
    // Logged as a staff cancellation naming nobody.
    const logged = (await admin.client.get('/api/admin-logs?tab=all&eventType=MatchCancelledByStaff')).json()
      .items as { eventDetails: Record<string, unknown> }[];
    expect(logged.find((l) => l.eventDetails.matchId === match.id)?.eventDetails).toMatchObject({
      cancelledBy: moderator.user.id,
      noShow: null,
    });
    // The challenger may challenge the same player again at once.
    const actions = (await challenger.get(`/api/leagues/${league.id}/ladder-actions`)).json();
    expect(actions.rows.find((r: { userId: string }) => r.userId === ids[1])).toMatchObject({
      reason: null,
      opensOn: null,
    });
    expect((await admin.client.post(`/api/results/${match.id}/cancel`, body)).statusCode).toBe(422);
  });
});

describe('cancelling a disputed match', () => {
  it('staff may cancel a disputed match before its deadline: the score goes, the no-show loses, the notices close', async () => {
    const { league, match, ids, challenger, opponent, players } = await setup(4, 4, 2);
    const moderator = await signedInUser(t, { role: 'Moderator' });
    await addModerator(t.db, league.id, moderator.user.id);
    const admin = await signedInUser(t, { role: 'Admin' });
    const body = { leagueId: league.id, noShow: 'p2' };
    clock = hours(1);
    await challenger.post(`/api/results/${match.id}/report`, straight);
    // A report still waiting for the opponent is not staff's to cancel.
    const reported = await moderator.client.post(`/api/results/${match.id}/cancel`, body);
    expect(reported.statusCode).toBe(422);
    expect(errorOf(reported).message).toBe(
      'Skoru girilmiş bir maç, rakip oyuncu itiraz etmedikçe iptal edilemez; sonucu karara bağlayınız.',
    );
    await opponent.post(`/api/results/${match.id}/dispute`, { reason: 'Maç oynanmadı, yağmur yağdı.' });
    expect((await challenger.post(`/api/results/${match.id}/cancel`, body)).statusCode).toBe(403);

    const res = await moderator.client.post(`/api/results/${match.id}/cancel`, body);
    expect(res.json()).toMatchObject({
      message: 'Maç iptal edildi.',
      match: { status: 'iptal', winnerId: ids[3], score: 'Hükmen', resultState: 'none' },
    });
    const row = await matchRow(match.id);
    expect(row).toMatchObject({ sets: null, reportedBy: null, outcome: 'walkover' });
    // The ladder moves as for any cancellation naming the challenged player as the no-show.
    expect(await order(league.id)).toEqual([ids[0], ids[3], ids[1], ids[2]]);
    const history = await t.db.select().from(rankHistory).where(eq(rankHistory.matchId, match.id));
    expect(new Set(history.map((h) => h.cause))).toEqual(new Set(['cancellation']));
    // Both players are told; nothing about the dispute waits for anyone any more.
    for (const id of [ids[3], ids[1]]) expect(await notesOf(id, 'Maç İptal Edildi')).toBe(1);
    const [told] = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, ids[1]), eq(notifications.subject, 'Maç İptal Edildi')));
    expect(told.message).toBe(
      `${players[3].name} ile maçınızın girilen skoruna itiraz edilmişti; lig yönetimi maçı iptal etti ve skor geçersiz sayıldı. Maça gelmediğiniz için rakibiniz hükmen galip sayıldı.`,
    );
    const disputeNotices = await t.db
      .select({ userId: notifications.userId, status: notifications.status })
      .from(notifications)
      .where(and(eq(notifications.targetId, match.id), eq(notifications.subject, 'Maç Sonucuna İtiraz')));
    expect(disputeNotices.map((n) => n.userId)).toEqual(
      expect.arrayContaining([ids[3], moderator.user.id, admin.user.id]),
    );
    expect(disputeNotices.every((n) => n.status === 'read')).toBe(true);
    // Logged as a staff cancellation, with the score that was disputed.
    const logged = (await admin.client.get('/api/admin-logs?tab=all&eventType=MatchCancelledByStaff')).json()
      .items as { eventDetails: Record<string, unknown>; summary: string }[];
    const entry = logged.find((l) => l.eventDetails.matchId === match.id);
    expect(entry?.eventDetails).toMatchObject({
      cancelledBy: moderator.user.id,
      noShow: players[1].name,
      disputedScore: '6-3 6-4',
    });
    expect(entry?.summary).toContain(
      `${players[3].name} – ${players[1].name} maçı iptal edildi (itiraz edilen skor: 6-3 6-4); gelmeyen oyuncu: ${players[1].name}.`,
    );
    // It is no longer waiting in the staff's list, and cannot be cancelled twice.
    const pending = (await moderator.client.get(`/api/results/staff?leagueId=${league.id}`)).json().pending;
    expect(pending.some((m: { id: string }) => m.id === match.id)).toBe(false);
    expect((await admin.client.post(`/api/results/${match.id}/cancel`, body)).statusCode).toBe(422);
  });

  it('naming nobody leaves the ladder as it was', async () => {
    const { league, match, ids, challenger, opponent } = await setup(3, 3, 1);
    const admin = await signedInUser(t, { role: 'Admin' });
    clock = hours(1);
    await challenger.post(`/api/results/${match.id}/report`, straight);
    await opponent.post(`/api/results/${match.id}/dispute`, { reason: '' });
    const res = await admin.client.post(`/api/results/${match.id}/cancel`, {
      leagueId: league.id,
      noShow: 'none',
    });
    expect(res.json()).toMatchObject({ match: { status: 'iptal', winnerId: null, score: null } });
    expect(await order(league.id)).toEqual(ids);
  });
});

describe('result mails read for their recipient', () => {
  /** The text of the one mail of `subject` the player got. */
  const mailOf = async (email: string, subject: string) => {
    await t.app.deps.mailer.flush();
    const found = t.mail.to(email).filter((m) => m.subject === subject);
    expect(found, `${subject} → ${email}`).toHaveLength(1);
    return found[0].text;
  };

  it('each player reads the score with their own games first, and the mail says so', async () => {
    // The challenger (player 1, rank 3) beats the leader 6-3 6-4.
    const { players, match, challenger, opponent } = await setup(3, 3, 1);
    const [leader, , third] = players;
    clock = hours(2);
    expect((await challenger.post(`/api/results/${match.id}/report`, straight)).statusCode).toBe(200);
    expect(await mailOf(leader.email, 'Maç Sonucu Girildi')).toContain(
      `${third.name} maç sonucunu girdi. Skor (siz – ${third.name}): 3-6 4-6. Girilen sonuca göre kazanan: ${third.name}.`,
    );
    expect((await opponent.post(`/api/results/${match.id}/confirm`)).statusCode).toBe(200);
    expect(await mailOf(third.email, 'Maç Sonucu Kesinleşti')).toContain(
      `${leader.name} ile maçınız sonuçlandı. Skor (siz – ${leader.name}): 6-3 6-4. Kazandınız.`,
    );
    expect(await mailOf(leader.email, 'Maç Sonucu Kesinleşti')).toContain(
      `${third.name} ile maçınız sonuçlandı. Skor (siz – ${third.name}): 3-6 4-6. Kazanan: ${third.name}.`,
    );
    // Each is told where they now stand: the winner their new rank, the one who lost the place theirs.
    expect(await mailOf(third.email, 'Maç Sonucu Kesinleşti')).toContain('Sıralamada 1. sıraya yükseldiniz.');
    expect(await mailOf(leader.email, 'Maç Sonucu Kesinleşti')).toContain(
      `${third.name} sıralamada 1. sıraya yükseldi; siz 2. sıraya indiniz.`,
    );
    const [note] = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, leader.id), eq(notifications.subject, 'Maç Sonucu Kesinleşti')));
    expect(note.message).toContain('siz 2. sıraya indiniz.');
  });

  it('a dispute, a staff decision and a correction read the same way; a walkover names no games', async () => {
    const { league, players, match, challenger, opponent } = await setup(2, 2, 1);
    const [leader, second] = players;
    const admin = await signedInUser(t, { role: 'Admin' });
    // The challenged player (player 2) reports their win with a tie-break; the challenger disputes it.
    expect((await opponent.post(`/api/results/${match.id}/report`, opponentWins)).statusCode).toBe(200);
    expect((await challenger.post(`/api/results/${match.id}/dispute`, { reason: '' })).statusCode).toBe(200);
    expect(await mailOf(leader.email, 'Maç Sonucuna İtiraz')).toContain(
      `${second.name}, girdiğiniz sonuca itiraz etti. Skor (siz – ${second.name}): 6-3 6-7(5) 10-8.`,
    );
    // Staff read it in the match's order, by name, and which league it is in (they may look after several).
    expect(await mailOf(admin.user.email, 'Maç Sonucuna İtiraz')).toContain(
      `${second.name}, ${league.name} ligindeki ${second.name} – ${leader.name} maçı için girilen sonuca itiraz etti. Skor (${second.name} – ${leader.name}): 3-6 7-6(5) 8-10.`,
    );
    expect(
      (await admin.client.post(`/api/results/${match.id}/decide`, { leagueId: league.id, ...straight }))
        .statusCode,
    ).toBe(200);
    expect(await mailOf(leader.email, 'Maç Sonucu Kesinleşti')).toContain(
      `Skor (siz – ${second.name}): 3-6 4-6. Kazanan: ${second.name}.`,
    );
    const corrected = { leagueId: league.id, ...opponentWins };
    expect((await admin.client.post(`/api/results/${match.id}/decide`, corrected)).statusCode).toBe(200);
    expect(await mailOf(leader.email, 'Maç Sonucu Düzeltildi')).toContain(
      `${second.name} ile maçınızın sonucu lig yönetimi tarafından düzeltildi. Skor (siz – ${second.name}): 6-3 6-7(5) 10-8. Kazandınız.`,
    );
    expect(await mailOf(second.email, 'Maç Sonucu Düzeltildi')).toContain(
      `Skor (siz – ${leader.name}): 3-6 7-6(5) 8-10. Kazanan: ${leader.name}.`,
    );

    const other = await createPlannedMatch(t.db, league.id, second.id, leader.id, { acceptedAt: clock });
    const walkover = { outcome: 'walkover', sets: [], loser: 'p2' };
    expect((await challenger.post(`/api/results/${other.id}/report`, walkover)).statusCode).toBe(200);
    expect(await mailOf(leader.email, 'Maç Sonucu Girildi')).toContain(
      `${second.name} maç sonucunu girdi: Hükmen. Girilen sonuca göre kazanan: ${second.name}.`,
    );
  });

  it("a dispute's reason reaches the staff, not the player who reported the score", async () => {
    const { match, challenger, opponent, players } = await setup(2, 2, 1);
    const [leader, second] = players;
    const admin = await signedInUser(t, { role: 'Admin' });
    const reason = 'Maç hiç oynanmadı, kortta kimse yoktu.';
    expect((await challenger.post(`/api/results/${match.id}/report`, straight)).statusCode).toBe(200);
    expect((await opponent.post(`/api/results/${match.id}/dispute`, { reason })).statusCode).toBe(200);
    const reporterMail = await mailOf(second.email, 'Maç Sonucuna İtiraz');
    expect(reporterMail).toContain(`${leader.name}, girdiğiniz sonuca itiraz etti.`);
    expect(reporterMail).not.toContain(reason);
    const [note] = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, second.id), eq(notifications.subject, 'Maç Sonucuna İtiraz')));
    expect(note.message).toContain(`${leader.name}, girdiğiniz sonuca itiraz etti.`);
    expect(note.message).not.toContain(reason);
    // The staff, who decide, read it.
    expect(await mailOf(admin.user.email, 'Maç Sonucuna İtiraz')).toContain(`Açıklama: ${reason}`);
  });
});

describe("the league's latest results", () => {
  it('give a match between two others by names and score, without where and when they had agreed to meet', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const [reader, p1, p2] = players;
    const match = await createPlannedMatch(t.db, league.id, p1.id, p2.id, { acceptedAt: hours(-48) });
    await t.db
      .update(matches)
      .set({
        status: 'oynanmış',
        resultState: 'confirmed',
        score: '6-3 6-4',
        sets: [
          { p1: 6, p2: 3 },
          { p1: 6, p2: 4 },
        ],
        winnerId: p1.id,
        matchDate: hours(-2),
        slotAt: hours(-3),
        slotPlace: 'Çınar Sokak 5, Ayşe’nin evi',
        postponedAt: hours(-24),
        originalDueAt: hours(-12),
      })
      .where(eq(matches.id, match.id));
    const read = async (userId: string) => {
      const res = await (await as(userId)).get('/api/results/leagues');
      expect(res.statusCode).toBe(200);
      return res;
    };
    const theirs = await read(reader.id);
    const [result] = theirs.json().leagues[0].results;
    expect(result).toMatchObject({ id: match.id, score: '6-3 6-4', slot: null, postponedAt: null });
    expect(theirs.body).not.toContain('Çınar Sokak');
    // Its own players still read their match whole.
    const own = (await read(p2.id)).json().leagues[0].results[0];
    expect(own.slot.place).toBe('Çınar Sokak 5, Ayşe’nin evi');
  });
});
