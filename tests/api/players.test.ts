import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, matchOffers, users } from '../../src/server/db/schema/index.js';
import { lockLadder, writeLadder } from '../../src/server/domain/ladder.js';
import { closeSeason } from '../../src/server/modules/seasons/close-season.js';
import { challengerWins } from '../../src/shared/rules/ladder.js';
import { clientFor, signedInUser } from '../support/client.js';
import {
  addParticipants,
  createLadder,
  createLeague,
  createUser,
  sessionCookie,
} from '../support/factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('player history', () => {
  it('shows rank changes over time and match results, without contact details', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const [first, , , fourth] = players;
    await t.db.transaction(async (tx) => {
      const before = await lockLadder(tx, league.id);
      await writeLadder(tx, league.id, before, challengerWins(before, fourth.id, first.id), 'match_result');
    });
    await t.db.insert(matches).values({
      leagueId: league.id,
      player1Id: fourth.id,
      player2Id: first.id,
      status: 'oynanmış',
      winnerId: fourth.id,
      score: '6-3 6-4',
    });
    const { client } = await signedInUser(t);
    const res = await client.get(`/api/players/${fourth.id}/history`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.leagues).toEqual([
      expect.objectContaining({
        leagueId: league.id,
        currentRank: 1,
        points: [
          expect.objectContaining({ rank: 4, cause: 'added' }),
          expect.objectContaining({ rank: 1, cause: 'match_result' }),
        ],
      }),
    ]);
    const played = (await client.get(`/api/players/${fourth.id}/matches`)).json();
    expect(played.matches).toEqual([
      expect.objectContaining({
        won: true,
        score: '6-3 6-4',
        opponent: `${first.firstName} ${first.lastName}`,
      }),
    ]);
    expect(res.body).not.toContain(first.email);
    expect(res.body).not.toContain(fourth.email);

    const second = await client.get(`/api/players/${players[1].id}/history`);
    expect(second.json().leagues[0].points.map((p: { rank: number }) => p.rank)).toEqual([2, 3]);
    const { players: seeded } = await createLadder(t.db, 2);
    const untouched = await client.get(`/api/players/${seeded[1].id}/history`);
    expect(untouched.json().leagues[0].points).toEqual([
      expect.objectContaining({ rank: 2, cause: 'added' }),
    ]);
  });

  it("lists a planned match under its agreed slot and says where its result stands, as the players' lists do", async () => {
    const { league, players } = await createLadder(t.db, 2);
    const [me, other] = players;
    const now = Date.now();
    const at = (h: number) => new Date(now + h * 3_600_000);
    const planned = {
      leagueId: league.id,
      player1Id: me.id,
      player2Id: other.id,
      status: 'planlanmış' as const,
    };
    const reported = {
      resultState: 'reported' as const,
      reportedBy: other.id,
      score: '4-6 3-6',
      winnerId: other.id,
    };
    const rows = await t.db
      .insert(matches)
      .values([
        { ...planned, dueAt: at(96), slotAt: at(24), createdAt: at(-1) },
        { ...planned, dueAt: at(96), createdAt: at(-2) },
        { ...planned, dueAt: at(96), ...reported, reportedAt: at(-1), createdAt: at(-3) },
        {
          ...planned,
          dueAt: at(96),
          ...reported,
          resultState: 'disputed',
          reportedAt: at(-2),
          createdAt: at(-4),
        },
        { ...planned, dueAt: at(-1), createdAt: at(-5) },
        // Reported 49 hours ago and never answered: the 48-hour clock has confirmed it.
        { ...planned, dueAt: at(-10), ...reported, reportedAt: at(-49), createdAt: at(-60) },
      ])
      .returning({ id: matches.id });
    const { client } = await signedInUser(t);
    const res = await client.get(`/api/players/${me.id}/matches`);
    expect(res.statusCode, res.body).toBe(200);
    const pick = ({ id, date, status, resultState, slotAt, overdue, won }: Record<string, unknown>) => ({
      id,
      date,
      status,
      resultState,
      slotAt,
      overdue,
      won,
    });
    // Newest first by the date shown: the deadline in four days, then the slot tomorrow, …
    expect(res.json().matches.map(pick)).toEqual([
      ...[
        [rows[1].id, 'none'],
        [rows[2].id, 'reported'],
        [rows[3].id, 'disputed'],
      ].map(([id, resultState]) => ({
        id,
        date: at(96).toISOString(),
        status: 'planlanmış',
        resultState,
        slotAt: null,
        overdue: false,
        won: null,
      })),
      {
        id: rows[0].id,
        date: at(24).toISOString(),
        status: 'planlanmış',
        resultState: 'none',
        slotAt: at(24).toISOString(),
        overdue: false,
        won: null,
      },
      {
        id: rows[4].id,
        date: at(-1).toISOString(),
        status: 'planlanmış',
        resultState: 'none',
        slotAt: null,
        overdue: true,
        won: null,
      },
      {
        id: rows[5].id,
        date: at(-49).toISOString(),
        status: 'oynanmış',
        resultState: 'confirmed',
        slotAt: null,
        overdue: false,
        won: false,
      },
    ]);
  });

  it("reads each score from the page's player's side, their games first", async () => {
    const { league, players } = await createLadder(t.db, 2);
    const [challenger, challenged] = players;
    const [match] = await t.db
      .insert(matches)
      .values({
        leagueId: league.id,
        player1Id: challenger.id,
        player2Id: challenged.id,
        status: 'oynanmış',
        resultState: 'confirmed',
        winnerId: challenger.id,
        score: '6-3 7-6(4)',
      })
      .returning({ id: matches.id });
    // A match without a league keeps the score staff typed; one that is no set list cannot be turned.
    const [freeText] = await t.db
      .insert(matches)
      .values({
        player1Id: challenger.id,
        player2Id: challenged.id,
        status: 'oynanmış',
        winnerId: challenger.id,
        score: '6-3, 2 set önde bıraktı',
      })
      .returning({ id: matches.id });
    const { client } = await signedInUser(t);
    const scoreOn = async (playerId: string, matchId: string) => {
      const res = await client.get(`/api/players/${playerId}/matches`);
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json().matches.find((x: { id: string }) => x.id === matchId);
      return { score: row.score, scoreOrder: row.scoreOrder, won: row.won };
    };
    expect(await scoreOn(challenger.id, match.id)).toEqual({
      score: '6-3 7-6(4)',
      scoreOrder: null,
      won: true,
    });
    expect(await scoreOn(challenged.id, match.id)).toEqual({
      score: '3-6 6-7(4)',
      scoreOrder: null,
      won: false,
    });
    const names = `${challenger.firstName} ${challenger.lastName} – ${challenged.firstName} ${challenged.lastName}`;
    expect(await scoreOn(challenger.id, freeText.id)).toMatchObject({
      score: '6-3, 2 set önde bıraktı',
      scoreOrder: null,
    });
    expect(await scoreOn(challenged.id, freeText.id)).toMatchObject({
      score: '6-3, 2 set önde bıraktı',
      scoreOrder: names,
    });
  });

  it('lists the matches newest first by the date shown, for the league and season the page picks', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const [me, rival] = players;
    const other = await createLeague(t.db, { gender: league.gender });
    await addParticipants(t.db, other.id, [me.id, rival.id]);
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
    const played = (leagueId: string, playedOn: number, enteredOn: number) => ({
      leagueId,
      player1Id: rival.id,
      player2Id: me.id,
      status: 'oynanmış' as const,
      resultState: 'confirmed' as const,
      winnerId: me.id,
      score: '4-6 4-6',
      matchDate: day(playedOn),
      createdAt: day(enteredOn),
    });
    const insert = async (row: ReturnType<typeof played>) =>
      (await t.db.insert(matches).values(row).returning({ id: matches.id }))[0].id;
    // Each entered days after it was played, and not in the order played.
    const old = await insert(played(league.id, 2, 20));
    const recent = await insert(played(league.id, 10, 11));
    const staff = await createUser(t.db);
    const { season } = await closeSeason(
      t.db,
      staff.id,
      league.id,
      { name: 'Geçen Sezon', resetRule: 'alphabetical', newEndDate: '2099-12-31' },
      new Date(),
      t.app.deps.env.baseUrl,
    );
    const newer = await insert(played(league.id, 15, 16));
    const older = await insert(played(league.id, 5, 30));
    const elsewhere = await insert(played(other.id, 12, 13));

    const { client } = await signedInUser(t);
    const ids = async (query: string) => {
      const res = await client.get(`/api/players/${me.id}/matches${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().matches.map((m: { id: string }) => m.id);
    };
    expect(await ids('')).toEqual([newer, elsewhere, recent, older, old]);
    expect(await ids(`?leagueId=${league.id}&season=current`)).toEqual([newer, older]);
    expect(await ids(`?leagueId=${league.id}&season=${season.id}`)).toEqual([recent, old]);
    expect(await ids(`?leagueId=${league.id}&season=all`)).toEqual([newer, recent, older, old]);
    expect(await ids(`?leagueId=${other.id}`)).toEqual([elsewhere]);
    for (const bad of ['?season=gecen', '?leagueId=lig'])
      expect((await client.get(`/api/players/${me.id}/matches${bad}`)).statusCode).toBe(400);
    expect((await client.get('/api/players/yok/matches')).statusCode).toBe(404);
  });

  it('needs a signed-in user and an existing player', async () => {
    expect((await clientFor(t).get('/api/players/x/history')).statusCode).toBe(401);
    const { client } = await signedInUser(t);
    expect((await client.get('/api/players/yok/history')).statusCode).toBe(404);
  });
});

describe('player record', () => {
  it('counts decided results only, per league, with head-to-head and no contact details', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const [a, b, c, d] = players;
    const now = Date.now();
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
    const set = (p1: number, p2: number) => ({ p1, p2 });
    const base = { leagueId: league.id, player1Id: a.id };
    await t.db.insert(matches).values([
      // a beats b 6-4 3-6 10-8 (super tie-break decider): sets 2-1, games 10-10.
      {
        ...base,
        player2Id: b.id,
        status: 'oynanmış',
        resultState: 'confirmed',
        winnerId: a.id,
        sets: [set(6, 4), set(3, 6), set(10, 8)],
        score: '6-4 3-6 10-8',
        matchDate: hoursAgo(100),
      },
      // c beats a 6-2 6-1, a being player 2: sets 0-2, games 3-12.
      {
        ...base,
        player1Id: c.id,
        player2Id: a.id,
        status: 'oynanmış',
        resultState: 'confirmed',
        winnerId: c.id,
        sets: [set(6, 2), set(6, 1)],
        score: '6-2 6-1',
        matchDate: hoursAgo(90),
      },
      // b did not show; staff cancelled naming b: a walkover won by a.
      {
        ...base,
        player2Id: b.id,
        status: 'iptal',
        winnerId: a.id,
        dueAt: hoursAgo(80),
        updatedAt: hoursAgo(80),
      },
      // a's report of a win over d, unanswered for 49 hours: reads as confirmed.
      {
        ...base,
        player2Id: d.id,
        status: 'planlanmış',
        resultState: 'reported',
        winnerId: a.id,
        sets: [set(6, 0), set(6, 0)],
        reportedAt: hoursAgo(49),
      },
      // Not decided: a fresh report, a disputed one, a cancellation with no one to blame, a planned match.
      {
        ...base,
        player2Id: c.id,
        status: 'planlanmış',
        resultState: 'reported',
        winnerId: a.id,
        sets: [set(6, 0), set(6, 0)],
        reportedAt: hoursAgo(1),
      },
      {
        ...base,
        player2Id: c.id,
        status: 'planlanmış',
        resultState: 'disputed',
        winnerId: c.id,
        sets: [set(0, 6), set(0, 6)],
        reportedAt: hoursAgo(60),
      },
      { ...base, player2Id: d.id, status: 'iptal', winnerId: null },
      { ...base, player2Id: d.id, status: 'planlanmış' },
    ]);
    const { client } = await signedInUser(t);
    const res = await client.get(`/api/players/${a.id}/history`);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().leagues;
    expect(entry.bestRank).toBe(1);
    expect(entry.record).toEqual({
      played: 4,
      won: 3,
      lost: 1,
      walkovers: 1,
      setsWon: 2 + 0 + 2,
      setsLost: 1 + 2,
      gamesWon: 10 + 3 + 12,
      gamesLost: 10 + 12,
      streak: { kind: 'won', length: 2 },
      headToHead: [
        { opponentId: b.id, opponentName: `${b.firstName} ${b.lastName}`, played: 2, won: 2, lost: 0 },
        { opponentId: d.id, opponentName: `${d.firstName} ${d.lastName}`, played: 1, won: 1, lost: 0 },
        { opponentId: c.id, opponentName: `${c.firstName} ${c.lastName}`, played: 1, won: 0, lost: 1 },
      ],
    });
    for (const p of players) {
      expect(res.body).not.toContain(p.email);
      expect(res.body).not.toContain(p.birthdate!);
    }
    expect(res.body).not.toContain(a.phone!);

    // The opponent's page holds the mirror image.
    const theirs = (await client.get(`/api/players/${b.id}/history`)).json().leagues[0].record;
    expect(theirs).toMatchObject({
      played: 2,
      won: 0,
      lost: 2,
      setsWon: 1,
      setsLost: 2,
      streak: { kind: 'lost', length: 2 },
    });
  });
});

describe('player record per season', () => {
  it("keeps a closed season's record and rank line apart from the current season's, and adds them up across seasons", async () => {
    const { league, players } = await createLadder(t.db, 3);
    const [ayse, burak, cem] = players;
    // Named so that the alphabetical reset puts them back in the order Ayşe, Burak, Cem.
    for (const [p, first, last] of [
      [ayse, 'Ayşe', 'Akın'],
      [burak, 'Burak', 'Bilgin'],
      [cem, 'Cem', 'Cengiz'],
    ] as const)
      await t.db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, p.id));
    const played = (winner: string, loser: string, score: string) => ({
      leagueId: league.id,
      player1Id: winner === cem.id ? cem.id : loser,
      player2Id: winner === cem.id ? loser : winner,
      status: 'oynanmış' as const,
      resultState: 'confirmed' as const,
      winnerId: winner,
      score,
    });

    // The old season: Cem (3.) beats Ayşe (1.) 6-3 6-4 and takes the top.
    await t.db.transaction(async (tx) => {
      const before = await lockLadder(tx, league.id);
      await writeLadder(tx, league.id, before, challengerWins(before, cem.id, ayse.id), 'match_result');
    });
    await t.db.insert(matches).values({
      ...played(cem.id, ayse.id, '6-3 6-4'),
      sets: [
        { p1: 6, p2: 3 },
        { p1: 6, p2: 4 },
      ],
    });
    const staff = await createUser(t.db);
    const { season } = await closeSeason(
      t.db,
      staff.id,
      league.id,
      { name: 'Eski Sezon', resetRule: 'alphabetical', newEndDate: '2099-12-31' },
      new Date(),
      t.app.deps.env.baseUrl,
    );

    // The current season: Cem (reset to 3.) loses to Burak 0-6 0-6.
    await t.db.insert(matches).values({
      ...played(burak.id, cem.id, '0-6 0-6'),
      sets: [
        { p1: 0, p2: 6 },
        { p1: 0, p2: 6 },
      ],
    });

    const { client } = await signedInUser(t);
    const res = await client.get(`/api/players/${cem.id}/history`);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().leagues;
    expect(entry.seasons.map((s: { seasonId: string | null }) => s.seasonId)).toEqual([null, season.id]);
    const [now, old] = entry.seasons;
    const name = (p: typeof ayse, first: string, last: string) => ({
      opponentId: p.id,
      opponentName: `${first} ${last}`,
    });

    expect(old).toMatchObject({
      seasonName: 'Eski Sezon',
      finalRank: 1,
      bestRank: 1,
      closedAt: season.closedAt,
    });
    expect(old.record).toMatchObject({
      played: 1,
      won: 1,
      lost: 0,
      setsWon: 2,
      setsLost: 0,
      gamesWon: 12,
      gamesLost: 7,
    });
    expect(old.record.streak).toEqual({ kind: 'won', length: 1 });
    expect(old.record.headToHead).toEqual([{ ...name(ayse, 'Ayşe', 'Akın'), played: 1, won: 1, lost: 0 }]);
    expect(old.points.map((p: { rank: number; cause: string }) => [p.rank, p.cause])).toEqual([
      [3, 'added'],
      [1, 'match_result'],
    ]);

    // The current season opens at the reset (3.), not at last season's rank.
    expect(now).toMatchObject({ seasonName: null, closedAt: null, finalRank: null, bestRank: 3 });
    expect(now.record).toMatchObject({
      played: 1,
      won: 0,
      lost: 1,
      setsWon: 0,
      setsLost: 2,
      gamesWon: 0,
      gamesLost: 12,
    });
    expect(now.record.streak).toEqual({ kind: 'lost', length: 1 });
    expect(now.record.headToHead).toEqual([
      { ...name(burak, 'Burak', 'Bilgin'), played: 1, won: 0, lost: 1 },
    ]);
    expect(now.points.map((p: { rank: number; cause: string }) => [p.rank, p.cause])).toEqual([
      [3, 'season'],
    ]);

    // All seasons together: both results, the reset a step of the line.
    expect(entry.record).toMatchObject({ played: 2, won: 1, lost: 1, gamesWon: 12, gamesLost: 19 });
    expect(entry.bestRank).toBe(1);
    expect(entry.points.map((p: { rank: number }) => p.rank)).toEqual([3, 1, 3]);

    // Ayşe finished 2. and the reset put her 1.: her current season opens there.
    const hers = (await client.get(`/api/players/${ayse.id}/history`)).json().leagues[0];
    expect(hers.seasons[0]).toMatchObject({ seasonId: null, bestRank: 1 });
    expect(hers.seasons[0].record.played).toBe(0);
    expect(hers.seasons[1]).toMatchObject({ seasonId: season.id, finalRank: 2 });
    for (const p of players) {
      expect(res.body).not.toContain(p.email);
      expect(res.body).not.toContain(p.phone ?? '\u0000');
    }
  });
});

describe('calendar feed', () => {
  it('lists upcoming matches and offers to answer, for the holder of the link only', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const [a, b, c] = players;
    await t.db.insert(matches).values({
      leagueId: league.id,
      player1Id: c.id,
      player2Id: a.id,
      status: 'planlanmış',
      dueAt: new Date('2030-01-05T12:00:00Z'),
    });
    await t.db.insert(matchOffers).values({
      offererId: b.id,
      opponentId: a.id,
      opponentName: 'x',
      leagueId: league.id,
      respondBy: new Date('2030-01-03T09:30:00Z'),
    });
    const client = clientFor(t, await sessionCookie(t.db, a.id, TEST_SECRET));
    const link = (await client.get('/api/calendar/link')).json().url as string;
    expect(link).toMatch(new RegExp(`/api/calendar/${a.id}/[\\w-]+\\.ics$`));

    const feed = await clientFor(t).get(new URL(link).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    // A match without an agreed slot: an all-day event on its play deadline.
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20300105');
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // The offer to answer: the hour up to its deadline (09:30 UTC is 12:30 in Istanbul), not after it.
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    const offer = new ICAL.Event(
      events.find((e) => String(e.getFirstPropertyValue('uid')).startsWith('offer-'))!,
    );
    expect(offer.endDate.toJSDate().toISOString()).toBe('2030-01-03T09:30:00.000Z');
    expect(offer.startDate.toJSDate().toISOString()).toBe('2030-01-03T08:30:00.000Z');
    expect(offer.summary).toBe(`Teklife son yanıt: ${b.name}`);
    expect(offer.description).toBe(
      `${league.name} ligi: ${b.name} size maç teklif etti. Son yanıt zamanı: 3 Oca 2030 12:30.`,
    );

    const forged = await clientFor(t).get(`/api/calendar/${a.id}/${'x'.repeat(32)}.ics`);
    expect(forged.statusCode).toBe(404);
    const othersToken = new URL(link).pathname.split('/').pop();
    expect((await clientFor(t).get(`/api/calendar/${b.id}/${othersToken}`)).statusCode).toBe(404);
  });

  it('escapes names per RFC 5545, folds lines at 75 octets, and a real parser reads them back', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const [a, b] = players;
    // An older row, stored before names were cleaned at input: a bare CR, an iCalendar line.
    const hostile = `Ayşe\rEND:VEVENT\r\nBEGIN:VEVENT; Kort, 3 \\ ${'ğüşıöç🎾'.repeat(12)}`;
    await t.db.update(users).set({ name: hostile }).where(eq(users.id, b.id));
    await t.db.insert(matches).values({
      leagueId: league.id,
      player1Id: b.id,
      player2Id: a.id,
      status: 'planlanmış',
      dueAt: new Date('2030-01-05T12:00:00Z'),
    });
    const client = clientFor(t, await sessionCookie(t.db, a.id, TEST_SECRET));
    const link = (await client.get('/api/calendar/link')).json().url as string;
    const feed = await clientFor(t).get(new URL(link).pathname);
    expect(feed.statusCode).toBe(200);

    const lines = feed.body.split('\r\n');
    expect(feed.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const cleaned = hostile.replace(/[\r\n]+/g, ' ');
    expect(events[0].getFirstPropertyValue('summary')).toBe(`Maç son günü: ${cleaned}`);
    // The deadline's day and its moment (12:00 UTC is 15:00 in Istanbul): a slot after it is refused.
    expect(events[0].getFirstPropertyValue('description')).toBe(
      `${league.name} ligi maçı. Rakip: ${cleaned}. Son oynama zamanı: 5 Oca 2030 15:00.`,
    );
  });

  it('gives a new address on request; the old one then answers 404', async () => {
    const { players } = await createLadder(t.db, 1);
    const client = clientFor(t, await sessionCookie(t.db, players[0].id, TEST_SECRET));
    const old = new URL((await client.get('/api/calendar/link')).json().url as string).pathname;
    expect((await clientFor(t).get(old)).statusCode).toBe(200);

    const rotated = await client.post('/api/calendar/link/rotate', {});
    expect(rotated.statusCode).toBe(200);
    const next = new URL(rotated.json().url as string).pathname;
    expect(next).not.toBe(old);
    expect(new URL((await client.get('/api/calendar/link')).json().url as string).pathname).toBe(next);
    expect((await clientFor(t).get(old)).statusCode).toBe(404);
    expect((await clientFor(t).get(next)).statusCode).toBe(200);
    expect((await clientFor(t).post('/api/calendar/link/rotate', {})).statusCode).toBe(401);
  });
});
