import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  leagueModerators,
  leagueParticipants,
  leagues,
  matches,
  notifications,
} from '../../src/server/db/schema/index.js';
import { latestEventDate } from '../../src/shared/contract/common.js';
import { messages } from '../../src/shared/messages.js';
import { addDays, formatDate } from '../../src/shared/time.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, createUser } from '../support/factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OUT_OF_RANGE = messages.common.dateOutOfRange(formatDate(latestEventDate()));
const matchCount = async () => (await t.db.select({ n: count() }).from(matches))[0].n;

async function setup() {
  const a = await createLadder(t.db, 3);
  const b = await createLadder(t.db, 2);
  const moderator = await signedInUser(t, { role: 'Moderator' });
  await t.db.insert(leagueModerators).values({ leagueId: a.league.id, userId: moderator.user.id });
  return { a, b, moderator };
}

const body = (leagueId: string | null, p1: string, p2: string, o: Record<string, unknown> = {}) => ({
  leagueId,
  player1Id: p1,
  player2Id: p2,
  matchDate: '2026-12-05T18:30',
  score: null,
  ...o,
});

/** A time already past, for played matches. */
const PLAYED = '2026-11-05T18:30';

describe('adding a match', () => {
  it('lets an admin add a match, default status planlanmış, Istanbul time, logged', async () => {
    const { a } = await setup();
    const admin = await signedInUser(t, { role: 'Admin' });
    const [p1, p2] = a.players;
    const res = await admin.client.post('/api/matches', body(a.league.id, p1.id, p2.id, { score: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Maç başarıyla eklendi!');
    expect(res.json().match).toMatchObject({
      leagueId: a.league.id,
      leagueName: a.league.name,
      player1: { id: p1.id, name: `${p1.firstName} ${p1.lastName}` },
      player2: { id: p2.id },
      matchDate: '2026-12-05T15:30:00.000Z',
      slotAt: '2026-12-05T15:30:00.000Z',
      score: null,
      status: 'planlanmış',
      resultState: 'none',
    });
    const [row] = await t.db.select().from(matches).where(eq(matches.id, res.json().match.id));
    expect(row.createdBy).toBe(admin.user.id);
    const logs = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'MatchAdded'));
    expect(logs.some((l) => (l.eventDetails as { matchId: string }).matchId === row.id)).toBe(true);
  });

  it('refuses a score on a planned or cancelled match, and a second planned match of a pair', async () => {
    const { a } = await setup();
    const admin = await signedInUser(t, { role: 'Admin' });
    const [p1, p2, p3] = a.players;
    const before = await matchCount();
    for (const status of ['planlanmış', 'iptal']) {
      const res = await admin.client.post(
        '/api/matches',
        body(a.league.id, p1.id, p2.id, { status, score: '6-4 6-3' }),
      );
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).message).toBe(messages.matches.scoreOnlyPlayed);
    }
    expect(await matchCount()).toBe(before);
    const planned = await admin.client.post('/api/matches', body(a.league.id, p1.id, p2.id, { score: '' }));
    expect(planned.statusCode).toBe(201);
    // The same pair, either way round: refused while that match is planned.
    const again = await admin.client.post('/api/matches', body(a.league.id, p2.id, p1.id, { score: null }));
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).message).toBe(messages.matches.alreadyPlanned);
    expect(await matchCount()).toBe(before + 1);
    // Another pair, or a played match of the same pair, is added.
    const other = await admin.client.post('/api/matches', body(a.league.id, p1.id, p3.id, { score: '' }));
    expect(other.statusCode).toBe(201);
    // A pair with an offer waiting for an answer: accepting it plans their match, so staff wait.
    await createOfferRow(t.db, a.league.id, p3.id, p2.id);
    const beside = await admin.client.post('/api/matches', body(a.league.id, p2.id, p3.id, { score: '' }));
    expect(beside.statusCode).toBe(422);
    expect(errorOf(beside).message).toBe(messages.matches.offerPending);
    expect(await matchCount()).toBe(before + 2);
    const played = await admin.client.post(
      '/api/matches',
      body(a.league.id, p1.id, p2.id, { status: 'oynanmış', score: '6-1 6-1', matchDate: PLAYED }),
    );
    expect(played.statusCode).toBe(201);
  });

  it('lets an admin add a match without a league, between any two users', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const x = await createUser(t.db);
    const y = await createUser(t.db);
    const res = await admin.client.post(
      '/api/matches',
      body(null, x.id, y.id, { status: 'oynanmış', score: '6-4 6-3', matchDate: PLAYED }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().match).toMatchObject({ leagueId: null, status: 'oynanmış', score: '6-4 6-3' });
  });

  it('makes a played league match a final result: its score read for the league, the winner moved up, both told', async () => {
    const { a, moderator } = await setup();
    const [first, second, third] = a.players;
    const order = async () =>
      (
        await t.db
          .select({ userId: leagueParticipants.userId })
          .from(leagueParticipants)
          .where(eq(leagueParticipants.leagueId, a.league.id))
          .orderBy(leagueParticipants.rank)
      ).map((r) => r.userId);
    const played = (p1: string, p2: string, score: string) =>
      moderator.client.post(
        '/api/matches',
        body(a.league.id, p1, p2, { status: 'oynanmış', score, matchDate: PLAYED }),
      );

    // Refused, with nothing written: no score, text that is not a score, a score impossible here.
    const before = await matchCount();
    const none = await played(third.id, first.id, '');
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).message).toBe(messages.matches.playedScoreRequired);
    const words = await played(third.id, first.id, 'üçüncü kazandı');
    expect(errorOf(words).message).toBe(
      '"üçüncü" bir set skoru olarak okunamadı; setleri 6-4 6-3 ya da 7-6(5) 6-4 gibi yazınız.',
    );
    const unfinished = await played(third.id, first.id, '6-4 5-3');
    expect(errorOf(unfinished).message).toBe('2. set: 5-3 tamamlanmış bir set değil.');
    // A played match dated ahead has not happened yet.
    const ahead = await moderator.client.post(
      '/api/matches',
      body(a.league.id, third.id, first.id, { status: 'oynanmış', score: '6-4 6-4' }),
    );
    expect(ahead.statusCode).toBe(422);
    expect(errorOf(ahead).message).toBe(messages.matches.playedInFuture);
    // Nor one dated before this season's first day: it would be a closed season's result.
    const [{ startDate }] = await t.db
      .select({ startDate: leagues.startDate })
      .from(leagues)
      .where(eq(leagues.id, a.league.id));
    const earlier = await moderator.client.post(
      '/api/matches',
      body(a.league.id, third.id, first.id, {
        status: 'oynanmış',
        score: '6-4 6-4',
        matchDate: `${addDays(new Date(`${startDate}T12:00:00Z`), -1)
          .toISOString()
          .slice(0, 10)}T18:00`,
      }),
    );
    expect(earlier.statusCode).toBe(422);
    expect(errorOf(earlier).message).toBe(messages.matches.playedBeforeSeason(formatDate(startDate)));
    // Nor planned then, to have its score reported and confirmed into this season's ladder later.
    const plannedEarlier = await moderator.client.post(
      '/api/matches',
      body(a.league.id, third.id, first.id, {
        status: 'planlanmış',
        matchDate: `${addDays(new Date(`${startDate}T12:00:00Z`), -1)
          .toISOString()
          .slice(0, 10)}T18:00`,
      }),
    );
    expect(plannedEarlier.statusCode).toBe(422);
    expect(errorOf(plannedEarlier).message).toBe(messages.matches.plannedBeforeSeason(formatDate(startDate)));
    expect(await matchCount()).toBe(before);
    expect(await order()).toEqual([first.id, second.id, third.id]);

    // Player 1 (third) beats player 2 (first): third takes first's rank, the others move down one.
    const res = await played(third.id, first.id, '6-4, 3-6, 10-7');
    expect(res.statusCode).toBe(201);
    // The answer keeps the spec's words and says where the players went.
    expect(res.json().message).toMatch(
      /^Maç başarıyla eklendi! Sıralama: .+ 3\. sıradan 1\. sıraya yükseldi, .+ 1\. sıradan 2\. sıraya indi; aradaki 1 oyuncu birer sıra indi\.$/,
    );
    expect(res.json().match).toMatchObject({
      status: 'oynanmış',
      resultState: 'confirmed',
      score: '6-4 3-6 10-7',
      matchDate: '2026-11-05T15:30:00.000Z',
    });
    const [row] = await t.db.select().from(matches).where(eq(matches.id, res.json().match.id));
    expect(row).toMatchObject({ winnerId: third.id, outcome: 'normal', createdBy: moderator.user.id });
    expect(row.sets).toEqual([
      { p1: 6, p2: 4 },
      { p1: 3, p2: 6 },
      { p1: 10, p2: 7 },
    ]);
    expect(await order()).toEqual([third.id, first.id, second.id]);
    const told = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(eq(notifications.subject, messages.results.resultSubject), eq(notifications.type, 'matchResult')),
      );
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([third.id, first.id]));

    // Player 2 winning leaves the ladder as it is.
    const lost = await played(second.id, third.id, '2-6 7-6(4)');
    expect(lost.statusCode).toBe(422);
    const kept = await played(second.id, third.id, '2-6 6-7(4)');
    expect(kept.statusCode).toBe(201);
    expect(kept.json().match.score).toBe('2-6 6-7(4)');
    expect(await order()).toEqual([third.id, first.id, second.id]);
  });

  it('puts a played match of a pair whose match is planned on that match, its challenger kept as player 1', async () => {
    const { a, moderator } = await setup();
    const [first, second, third] = a.players;
    // third challenged first and the offer was accepted: their match is planned, third as player 1.
    const planned = await createPlannedMatch(t.db, a.league.id, third.id, first.id);
    const before = await matchCount();
    // Staff name the players the other way round: first's games first, first lost.
    const res = await moderator.client.post(
      '/api/matches',
      body(a.league.id, first.id, third.id, { status: 'oynanmış', score: '4-6 6-3 8-10', matchDate: PLAYED }),
    );
    expect(res.statusCode).toBe(201);
    expect(await matchCount()).toBe(before);
    expect(res.json().match).toMatchObject({
      id: planned.id,
      status: 'oynanmış',
      resultState: 'confirmed',
      score: '6-4 3-6 10-8',
      matchDate: '2026-11-05T15:30:00.000Z',
    });
    const [row] = await t.db.select().from(matches).where(eq(matches.id, planned.id));
    expect(row).toMatchObject({ player1Id: third.id, winnerId: third.id });
    const ladder = await t.db
      .select({ userId: leagueParticipants.userId })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.leagueId, a.league.id))
      .orderBy(leagueParticipants.rank);
    expect(ladder.map((r) => r.userId)).toEqual([third.id, first.id, second.id]);
    // Nothing of the pair is left planned, so a new match between them may be planned.
    const open = await t.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.leagueId, a.league.id), eq(matches.status, 'planlanmış')));
    expect(open).toEqual([]);
  });

  it("lets a moderator add matches for their league's players only", async () => {
    const { a, b, moderator } = await setup();
    const ok = await moderator.client.post(
      '/api/matches',
      body(a.league.id, a.players[0].id, a.players[2].id),
    );
    expect(ok.statusCode).toBe(201);
    const before = await matchCount();
    const otherLeague = await moderator.client.post(
      '/api/matches',
      body(b.league.id, b.players[0].id, b.players[1].id),
    );
    expect(otherLeague.statusCode).toBe(403);
    const noLeague = await moderator.client.post(
      '/api/matches',
      body(null, a.players[0].id, a.players[1].id),
    );
    expect(noLeague.statusCode).toBe(403);
    const outsider = await moderator.client.post(
      '/api/matches',
      body(a.league.id, a.players[0].id, b.players[0].id),
    );
    expect(outsider.statusCode).toBe(422);
    expect(errorOf(outsider).message).toBe('Seçilen oyuncu bu ligde değil.');
    expect(await matchCount()).toBe(before);
  });

  it('is refused to anonymous visitors and players', async () => {
    const { a } = await setup();
    const player = await signedInUser(t);
    const before = await matchCount();
    const payload = body(a.league.id, a.players[0].id, a.players[1].id);
    expect((await clientFor(t).post('/api/matches', payload)).statusCode).toBe(401);
    const res = await player.client.post('/api/matches', payload);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Yetkiniz yok.');
    expect(
      (await player.client.post('/api/matches', body(null, a.players[0].id, a.players[1].id))).statusCode,
    ).toBe(403);
    expect(await matchCount()).toBe(before);
  });

  it.each([
    [{ player2Id: 'SAME' }, 'Oyuncu 1 ve Oyuncu 2 farklı kişiler olmalıdır.'],
    [{ player1Id: '' }, 'Oyuncu seçiniz.'],
    [{ matchDate: '' }, 'Maç tarihi ve saati zorunludur.'],
    [{ matchDate: '2026-02-30T10:00' }, 'Geçerli bir tarih ve saat giriniz.'],
    [{ matchDate: 'yarın' }, 'Geçerli bir tarih ve saat giriniz.'],
    [{ matchDate: '1900-06-01T10:00' }, OUT_OF_RANGE],
    [{ matchDate: '1999-12-31T23:59' }, OUT_OF_RANGE],
    [{ matchDate: `${new Date().getUTCFullYear() + 3}-01-01T10:00` }, OUT_OF_RANGE],
    [{ status: 'ertelendi' }, 'Geçerli bir maç durumu seçiniz.'],
    [{ score: 'x'.repeat(51) }, 'Skor en fazla 50 karakter olabilir.'],
    [{ leagueId: 'lig' }, 'Lig seçiniz.'],
  ])('refuses %j with a Turkish message and adds nothing', async (change, message) => {
    const { a } = await setup();
    const admin = await signedInUser(t, { role: 'Admin' });
    const [p1, p2] = a.players;
    const payload = body(a.league.id, p1.id, p2.id, change);
    if (payload.player2Id === 'SAME') payload.player2Id = p1.id;
    const before = await matchCount();
    const res = await admin.client.post('/api/matches', payload);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await matchCount()).toBe(before);
  });

  it('refuses an unknown player or league', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const x = await createUser(t.db);
    const unknownPlayer = await admin.client.post('/api/matches', body(null, x.id, 'kimse'));
    expect(unknownPlayer.statusCode).toBe(422);
    expect(errorOf(unknownPlayer).message).toBe('Seçilen oyuncu bulunamadı.');
    const unknownLeague = await admin.client.post(
      '/api/matches',
      body('00000000-0000-4000-8000-000000000000', x.id, (await createUser(t.db)).id),
    );
    expect(unknownLeague.statusCode).toBe(404);
  });
});

describe('the match table', () => {
  it('lists matches newest first, paginated by the server', async () => {
    const { a } = await setup();
    const admin = await signedInUser(t, { role: 'Admin' });
    const [p1, p2] = a.players;
    for (let day = 10; day < 22; day++) {
      const res = await admin.client.post(
        '/api/matches',
        body(a.league.id, p1.id, p2.id, { matchDate: `2027-01-${day}T10:00`, status: 'iptal' }),
      );
      expect(res.statusCode).toBe(201);
    }
    const first = await admin.client.get(`/api/matches?leagueId=${a.league.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    const dates = first.json().items.map((m: { matchDate: string }) => m.matchDate.slice(0, 10));
    expect(dates[0]).toBe('2027-01-21');
    expect(dates[9]).toBe('2027-01-12');
    const second = await admin.client.get(`/api/matches?leagueId=${a.league.id}&page=2`);
    expect(second.json().items.map((m: { matchDate: string }) => m.matchDate.slice(0, 10))).toEqual([
      '2027-01-11',
      '2027-01-10',
    ]);
    const all = await admin.client.get('/api/matches');
    expect(all.json().total).toBeGreaterThanOrEqual(12);
  });

  it("shows a moderator their league's matches only", async () => {
    const { a, b, moderator } = await setup();
    const admin = await signedInUser(t, { role: 'Admin' });
    await admin.client.post('/api/matches', body(b.league.id, b.players[0].id, b.players[1].id));
    await admin.client.post('/api/matches', body(a.league.id, a.players[0].id, a.players[1].id));
    const mine = await moderator.client.get(`/api/matches?leagueId=${a.league.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.every((m: { leagueId: string }) => m.leagueId === a.league.id)).toBe(true);
    expect(mine.json().total).toBe(1);
    expect((await moderator.client.get(`/api/matches?leagueId=${b.league.id}`)).statusCode).toBe(403);
    expect((await moderator.client.get('/api/matches')).statusCode).toBe(403);
    const player = await signedInUser(t);
    expect((await player.client.get(`/api/matches?leagueId=${a.league.id}`)).statusCode).toBe(403);
    expect((await clientFor(t).get('/api/matches')).statusCode).toBe(401);
  });

  it('offers the leagues and players the form may use', async () => {
    const { a, b, moderator } = await setup();
    const admin = await signedInUser(t, { role: 'Admin' });
    const adminLeagues = (await admin.client.get('/api/matches/leagues')).json();
    expect(adminLeagues.canManageAll).toBe(true);
    expect(adminLeagues.leagues.map((l: { id: string }) => l.id)).toEqual(
      expect.arrayContaining([a.league.id, b.league.id]),
    );
    const modLeagues = (await moderator.client.get('/api/matches/leagues')).json();
    expect(modLeagues).toEqual({ canManageAll: false, leagues: [{ id: a.league.id, name: a.league.name }] });
    const player = await signedInUser(t);
    expect((await player.client.get('/api/matches/leagues')).json()).toEqual({
      canManageAll: false,
      leagues: [],
    });

    const options = (await moderator.client.get(`/api/matches/players?leagueId=${a.league.id}`)).json();
    expect(options.items.map((o: { id: string }) => o.id)).toEqual(a.players.map((p) => p.id));
    // A moderator reads the players' names, never their e-mail addresses; an admin sees both.
    expect(options.items.map((o: { name: string }) => o.name)).toEqual(
      a.players.map((p) => `${p.firstName} ${p.lastName}`),
    );
    const forAdmin = (await admin.client.get(`/api/matches/players?leagueId=${a.league.id}`)).json();
    expect(forAdmin.items[0].name).toContain(`(${a.players[0].email})`);
    // Nor does a moderator find a player by their e-mail address, which would tell it letter by letter.
    const [local, domain] = a.players[0].email.split('@');
    for (const q of [local, `@${domain}`, a.players[0].email]) {
      const found = (
        await moderator.client.get(`/api/matches/players?leagueId=${a.league.id}&q=${encodeURIComponent(q)}`)
      ).json();
      expect({ q, found: found.items }).toEqual({ q, found: [] });
    }
    const byName = (
      await moderator.client.get(
        `/api/matches/players?leagueId=${a.league.id}&q=${encodeURIComponent(a.players[0].lastName!)}`,
      )
    ).json();
    expect(byName.items.map((o: { id: string }) => o.id)).toEqual([a.players[0].id]);
    const adminByMail = (
      await admin.client.get(`/api/matches/players?leagueId=${a.league.id}&q=${encodeURIComponent(local)}`)
    ).json();
    expect(adminByMail.items.map((o: { id: string }) => o.id)).toEqual([a.players[0].id]);
    expect((await moderator.client.get(`/api/matches/players?leagueId=${b.league.id}`)).statusCode).toBe(403);
    expect((await moderator.client.get('/api/matches/players')).statusCode).toBe(403);
    const named = await createUser(t.db, { firstName: 'Şükrü', lastName: 'Ilgaz' });
    const search = (
      await admin.client.get(`/api/matches/players?q=${encodeURIComponent('ŞÜKRÜ ılgaz')}`)
    ).json();
    expect(search.items.map((o: { id: string }) => o.id)).toEqual([named.id]);
    const plain = (await admin.client.get('/api/matches/players?q=sukru')).json();
    expect(plain.items.map((o: { id: string }) => o.id)).toEqual([named.id]);
  });
});
