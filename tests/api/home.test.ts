import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, rankHistory } from '../../src/server/db/schema/index.js';
import type { TLadderActions, TTodo } from '../../src/shared/contract/home.js';
import { createExcuseRow, createOfferRow } from '../support/challenge-factories.js';
import { clientFor } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

// A clock the test moves: 1 Oct 2026 13:00 in Istanbul.
const start = new Date('2026-10-01T10:00:00Z');
let clock = start;
const hours = (h: number) => new Date(start.getTime() + h * 3_600_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const todoOf = async (userId: string) => {
  const res = await (await as(userId)).get('/api/home/todo');
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, todo: res.json() as TTodo };
};
const actionsOf = async (userId: string, leagueId: string) => {
  const res = await (await as(userId)).get(`/api/leagues/${leagueId}/ladder-actions`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TLadderActions;
};

describe('GET /api/home/todo', () => {
  it('lists who, what and by when: a challenge to answer, my own waiting, a match to arrange, a result to confirm', async () => {
    clock = start;
    const { league, players: p } = await createLadder(t.db, 5, { maxDaysToRespond: 3 });
    // rank 5 challenges rank 3 (through the API, so the answer deadline is the league's rule)
    const sent = await (await as(p[4].id)).post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: p[2].id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const offerId = sent.json().offer.id as string;
    const match = await createPlannedMatch(t.db, league.id, p[3].id, p[1].id, { acceptedAt: start });

    const opponent = await todoOf(p[2].id);
    expect(opponent.todo.items).toEqual([
      {
        kind: 'answerOffer',
        id: offerId,
        league: { id: league.id, name: league.name },
        who: { userId: p[4].id, name: p[4].name, rank: 5 },
        myRank: 3,
        deadline: hours(72).toISOString(),
        score: null,
        result: null,
        slotAt: null,
        request: null,
      },
    ]);
    expect((await todoOf(p[4].id)).todo.items).toMatchObject([
      {
        kind: 'sentOffer',
        id: offerId,
        who: { userId: p[2].id, rank: 3 },
        deadline: hours(72).toISOString(),
      },
    ]);
    for (const [me, other] of [
      [p[3], p[1]],
      [p[1], p[3]],
    ])
      expect((await todoOf(me.id)).todo.items).toMatchObject([
        {
          kind: 'arrangeMatch',
          id: match.id,
          who: { userId: other.id },
          deadline: match.dueAt!.toISOString(),
        },
      ]);
    // Nobody else has anything to do; nobody reads another player's phone or e-mail here.
    expect((await todoOf(p[0].id)).todo.items).toEqual([]);
    for (const who of p) {
      const { body } = await todoOf(who.id);
      for (const other of p.filter((x) => x.id !== who.id)) {
        expect(body).not.toContain(other.email);
        if (other.phone) expect(body).not.toContain(other.phone);
      }
    }

    // rank 4 reports the score: rank 2 is asked to confirm it within 48 hours; rank 4 waits
    clock = hours(1);
    const reported = await (await as(p[3].id)).post(`/api/results/${match.id}/report`, {
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 3 },
        { p1: 6, p2: 4 },
      ],
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect((await todoOf(p[1].id)).todo.items).toMatchObject([
      {
        kind: 'confirmResult',
        id: match.id,
        score: '6-3 6-4',
        // Whose games come first (the challenger, player 1) and who won, so the score is not read reversed.
        result: { player1: p[3].name, player2: p[1].name, winner: p[3].name },
        deadline: hours(49).toISOString(),
      },
    ]);
    expect((await todoOf(p[3].id)).todo.items).toEqual([]);
    // past 48 hours the report reads as confirmed: nothing left to do
    clock = hours(50);
    expect((await todoOf(p[1].id)).todo.items).toEqual([]);

    // the challenge answered: it leaves both lists, and the match to arrange takes its place
    clock = hours(2);
    expect((await (await as(p[2].id)).post(`/api/offers/${offerId}/accept`)).statusCode).toBe(200);
    expect((await todoOf(p[2].id)).todo.items).toMatchObject([
      { kind: 'arrangeMatch', who: { userId: p[4].id } },
    ]);
  });

  it('times the opponent proposed ask the player to pick one; the proposer waits for the pick', async () => {
    clock = start;
    const { league, players: p } = await createLadder(t.db, 2);
    const match = await createPlannedMatch(t.db, league.id, p[1].id, p[0].id, { acceptedAt: start });
    const proposed = await (await as(p[1].id)).post(`/api/matches/${match.id}/slots`, {
      slots: [{ start: '2026-10-03T18:30', place: 'Kort 1' }],
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect((await todoOf(p[0].id)).todo.items).toMatchObject([
      { kind: 'pickSlot', id: match.id, who: { userId: p[1].id }, deadline: match.dueAt!.toISOString() },
    ]);
    // The proposer waits for the pick.
    expect((await todoOf(p[1].id)).todo.items).toMatchObject([{ kind: 'slotsSent', id: match.id }]);
    // Picked: the time is agreed and still ahead, so nothing waits for either player.
    const requestId = proposed.json().arrangement.pending[0].id as string;
    const picked = await (await as(p[0].id)).post(`/api/matches/${match.id}/slots/pick`, {
      requestId,
      slot: 0,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect((await todoOf(p[0].id)).todo.items).toEqual([]);
    expect((await todoOf(p[1].id)).todo.items).toEqual([]);
  });

  /** A match of two players whose agreed time is a day ahead, with nothing yet for player 0 to do. */
  async function agreedMatch() {
    clock = start;
    const { league, players: p } = await createLadder(t.db, 2);
    const match = await createPlannedMatch(t.db, league.id, p[1].id, p[0].id, { acceptedAt: start });
    await t.db
      .update(matches)
      .set({ slotAt: hours(24), slotPlace: 'Kort 1' })
      .where(eq(matches.id, match.id));
    expect((await todoOf(p[0].id)).todo.items).toEqual([]);
    return { match, p };
  }

  it("the opponent's request to postpone, cancel or move an agreed time waits for the player's answer", async () => {
    // An agreed time still ahead: nothing to do, until the opponent asks something.
    const { match, p } = await agreedMatch();
    const slots = await (await as(p[1].id)).post(`/api/matches/${match.id}/slots`, {
      slots: [{ start: '2026-10-04T18:30', place: 'Kort 2' }],
    });
    expect(slots.statusCode, slots.body).toBe(200);
    expect((await todoOf(p[0].id)).todo.items).toMatchObject([
      { kind: 'answerRequest', request: 'slots', id: match.id, who: { userId: p[1].id } },
    ]);
    const postpone = await (await as(p[1].id)).post(`/api/matches/${match.id}/requests`, {
      kind: 'postpone',
      days: 2,
      reason: 'Sakatlık',
    });
    expect(postpone.statusCode, postpone.body).toBe(200);
    expect((await todoOf(p[0].id)).todo.items).toMatchObject([
      { kind: 'answerRequest', request: 'postpone', deadline: match.dueAt!.toISOString() },
    ]);
    // The one who asked waits: nothing for them to do.
    expect((await todoOf(p[1].id)).todo.items).toEqual([]);
  });

  it('a match whose agreed time has passed asks for the score; one still ahead asks nothing', async () => {
    const { match, p } = await agreedMatch();
    clock = hours(26);
    expect((await todoOf(p[0].id)).todo.items).toMatchObject([
      { kind: 'reportMatch', id: match.id, slotAt: hours(24).toISOString() },
    ]);
  });
});

describe('GET /api/leagues/:id/ladder-actions', () => {
  it('gives each row the reason the server refuses a challenge with, and lets through the rows it allows', async () => {
    clock = start;
    const { league, players: p } = await createLadder(t.db, 8, { maxOffersReceive: 1 });
    const me = p[6]; // rank 7: the dashboard window is ranks 2–6
    await createExcuseRow(t.db, p[3].id, '2026-09-01', null); // rank 4 excused
    await createOfferRow(t.db, league.id, me.id, p[4].id, { createdAt: start }); // rank 5: already sent
    await createOfferRow(t.db, league.id, p[7].id, p[1].id, { createdAt: start }); // rank 2: receives its one
    // rank 6 beat me yesterday: not again until the league's re-challenge period is over
    const lost = await createPlannedMatch(t.db, league.id, me.id, p[5].id, { acceptedAt: hours(-48) });
    await t.db
      .update(matches)
      .set({ status: 'oynanmış', resultState: 'confirmed', winnerId: p[5].id, confirmedAt: hours(-24) })
      .where(eq(matches.id, lost.id));

    const actions = await actionsOf(me.id, league.id);
    expect(actions.myRank).toBe(7);
    expect(actions.rows.map((r) => [r.rank, r.reason])).toEqual([
      [1, 'outOfWindow'],
      [2, 'opponentFull'],
      [3, null],
      [4, 'opponentExcused'],
      [5, 'alreadySent'],
      [6, 'recentlyBeaten'],
      [7, 'self'],
      [8, 'outOfWindow'],
    ]);
    expect(actions.rows[5].opensOn).toBe('2026-10-30');
    expect(actions.rows.filter((r) => r.rank !== 6).every((r) => r.opensOn === null)).toBe(true);

    // The same rule decides the offer itself: every refused row is refused, the open one accepted.
    const mine = await as(me.id);
    for (const row of actions.rows.filter((r) => r.reason && r.reason !== 'self')) {
      const res = await mine.post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: row.userId,
        source: 'dashboard',
      });
      expect([row.rank, res.statusCode >= 400 && res.statusCode < 500]).toEqual([row.rank, true]);
    }
    const open = actions.rows.find((r) => r.reason === null)!;
    const ok = await mine.post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: open.userId,
      source: 'dashboard',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    // …and my sent quota (2) is now full: the read says so for every row in the window
    expect((await actionsOf(me.id, league.id)).rows.find((r) => r.rank === 3)!.reason).toBe('alreadySent');
  });

  it("bars a row only for the player the row's player beat: a rejection bars who made it, not the others", async () => {
    clock = start;
    const { league, players: p } = await createLadder(t.db, 6, { maxDaysToRePlay: 10 });
    const offer = await (await as(p[5].id)).post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: p[3].id,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    expect((await (await as(p[3].id)).post(`/api/offers/${offer.json().offer.id}/reject`)).statusCode).toBe(
      200,
    );
    // The offerer took rank 4; who rejected is now 5th, the player they passed 6th.
    clock = hours(24);
    const rowOf = (a: TLadderActions, userId: string) => a.rows.find((r) => r.userId === userId)!;
    const rejecter = await actionsOf(p[3].id, league.id);
    expect(rejecter.myRank).toBe(5);
    expect(rowOf(rejecter, p[5].id)).toMatchObject({
      rank: 4,
      reason: 'recentlyBeaten',
      opensOn: '2026-10-11',
    });
    const other = await actionsOf(p[4].id, league.id);
    expect(other.myRank).toBe(6);
    expect(rowOf(other, p[5].id)).toMatchObject({ rank: 4, reason: null, opensOn: null });
  });

  it('shows movement over the last week from the ladder history', async () => {
    clock = start;
    const { league, players: p } = await createLadder(t.db, 4);
    const offer = await (await as(p[3].id)).post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: p[1].id,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    // a rejection: the challenger takes rank 2, the others below move down one
    expect((await (await as(p[1].id)).post(`/api/offers/${offer.json().offer.id}/reject`)).statusCode).toBe(
      200,
    );
    // The ladder writer stamps its history with the database's clock: put it on the test's.
    await t.db.update(rankHistory).set({ createdAt: start }).where(eq(rankHistory.leagueId, league.id));
    const moves = (a: TLadderActions) => a.rows.map((r) => [r.userId, r.rank, r.move]);
    expect(moves(await actionsOf(p[0].id, league.id))).toEqual([
      [p[0].id, 1, 0],
      [p[3].id, 2, 2],
      [p[1].id, 3, -1],
      [p[2].id, 4, -1],
    ]);
    clock = hours(24 * 8);
    expect((await actionsOf(p[0].id, league.id)).rows.every((r) => r.move === 0)).toBe(true);
  });

  it('a player not on the ladder sees no challenge; an unknown league is 404; a closed one offers nothing', async () => {
    clock = start;
    const { league } = await createLadder(t.db, 3);
    const outsider = await createUser(t.db);
    const actions = await actionsOf(outsider.id, league.id);
    expect(actions.myRank).toBeNull();
    expect(actions.rows.every((r) => r.reason === 'noRank')).toBe(true);
    const missing = await (await as(outsider.id)).get(
      '/api/leagues/00000000-0000-4000-8000-000000000000/ladder-actions',
    );
    expect(missing.statusCode).toBe(404);
    const closed = await createLadder(t.db, 3, { isActive: false });
    const last = closed.players[2];
    expect((await actionsOf(last.id, closed.league.id)).rows.every((r) => r.reason === 'noRank')).toBe(true);
  });
});
