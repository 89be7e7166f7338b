import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, signedInUser } from '../support/client.js';
import {
  addParticipants,
  createLadder,
  createLeague,
  createUser,
  sessionCookie,
} from '../support/factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// A clock the test moves, starting on 1 Oct 2026 13:00 in Istanbul (in the past: sessions stay fresh).
const start = new Date('2026-10-01T10:00:00Z');
let clock = start;
const days = (d: number) => new Date(start.getTime() + d * 86_400_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const opponentWins = {
  outcome: 'normal',
  sets: [
    { p1: 3, p2: 6 },
    { p1: 4, p2: 6 },
  ],
};

describe('re-challenge window (maxDaysToRePlay)', () => {
  it('a beaten challenger cannot challenge the winner again until the window ends', async () => {
    const { league, players } = await createLadder(t.db, 4, { maxDaysToRePlay: 30 });
    const [loser, winner] = [players[3], players[1]];
    const loserApi = await as(loser.id);
    const winnerApi = await as(winner.id);
    const match = await createPlannedMatch(t.db, league.id, loser.id, winner.id, { acceptedAt: start });
    expect((await winnerApi.post(`/api/results/${match.id}/report`, opponentWins)).statusCode).toBe(200);
    expect((await loserApi.post(`/api/results/${match.id}/confirm`)).statusCode).toBe(200);

    clock = days(10);
    const overview = (await loserApi.get('/api/offers/overview')).json();
    const row = overview.dashboardCandidates.find((c: { userId: string }) => c.userId === winner.id);
    expect(row).toMatchObject({ offerable: false, reason: 'recentlyBeaten', opensOn: '2026-10-31' });
    // another player within the window stays open
    expect(
      overview.dashboardCandidates.find((c: { userId: string }) => c.userId === players[2].id),
    ).toMatchObject({
      offerable: true,
    });
    const refused = await loserApi.post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: winner.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(
      'Teklif Edilemez: Bu oyuncuya son maçınızda yenildiniz; rövanş için bekleme süresi dolmadı. Tekrar teklif edebileceğiniz tarih: 31 Eki 2026.',
    );

    clock = days(30);
    const open = (await loserApi.get('/api/offers/overview')).json();
    expect(open.dashboardCandidates.find((c: { userId: string }) => c.userId === winner.id)).toMatchObject({
      offerable: true,
      reason: null,
    });
    expect(
      (
        await loserApi.post('/api/offers', {
          leagueId: league.id,
          termsAccepted: true,
          opponentId: winner.id,
        })
      ).statusCode,
    ).toBe(201);
  });

  describe('across a season close', () => {
    /** Four players whose surnames keep their order when a reset sorts the ladder by name. */
    async function ladderByName() {
      const league = await createLeague(t.db, { maxDaysToRePlay: 30 });
      const players = [];
      for (const lastName of ['Aksoy', 'Bulut', 'Demir', 'Erdem'])
        players.push(await createUser(t.db, { lastName, gender: league.gender }));
      await addParticipants(
        t.db,
        league.id,
        players.map((p) => p.id),
      );
      return { league, players };
    }
    /** What each path says of the loser challenging the winner: the dashboard, the ladder chips, the server. */
    async function challengeState(loserApi: Client, leagueId: string, winnerId: string) {
      const overview = (await loserApi.get('/api/offers/overview')).json();
      const candidate = overview.dashboardCandidates.find((c: { userId: string }) => c.userId === winnerId);
      const actions = (await loserApi.get(`/api/leagues/${leagueId}/ladder-actions`)).json();
      const row = actions.rows.find((r: { userId: string }) => r.userId === winnerId);
      return { dashboard: [candidate.reason, candidate.opensOn], chip: [row.reason, row.opensOn] };
    }
    async function beaten(
      leagueId: string,
      loser: Client,
      winner: Client,
      loserId: string,
      winnerId: string,
    ) {
      const match = await createPlannedMatch(t.db, leagueId, loserId, winnerId, { acceptedAt: clock });
      expect((await winner.post(`/api/results/${match.id}/report`, opponentWins)).statusCode).toBe(200);
      expect((await loser.post(`/api/results/${match.id}/confirm`)).statusCode).toBe(200);
    }

    it('a reset season is a fresh start: a defeat of the closed season no longer holds the loser back', async () => {
      clock = start;
      const { league, players } = await ladderByName();
      const [winner, , loser] = players;
      const [winnerApi, loserApi] = [await as(winner.id), await as(loser.id)];
      const admin = await signedInUser(t, { role: 'Admin' });
      await beaten(league.id, loserApi, winnerApi, loser.id, winner.id);

      clock = days(2);
      const closed = await admin.client.post(`/api/leagues/${league.id}/seasons`, {
        name: 'Güz Sezonu',
        resetRule: 'alphabetical',
        newEndDate: '2026-12-31',
      });
      expect(closed.statusCode, closed.body).toBe(201);

      clock = days(3);
      expect(await challengeState(loserApi, league.id, winner.id)).toEqual({
        dashboard: [null, null],
        chip: [null, null],
      });
      const offer = await loserApi.post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: winner.id,
      });
      expect(offer.statusCode, offer.body).toBe(201);
      expect((await loserApi.post(`/api/offers/${offer.json().offer.id}/cancel`)).statusCode).toBe(200);

      // A defeat of the new season holds them back again.
      clock = days(4);
      await beaten(league.id, loserApi, winnerApi, loser.id, winner.id);
      clock = days(5);
      expect(await challengeState(loserApi, league.id, winner.id)).toEqual({
        dashboard: ['recentlyBeaten', '2026-11-04'],
        chip: ['recentlyBeaten', '2026-11-04'],
      });
    });

    it('a season continued with its final order keeps the wait', async () => {
      clock = start;
      const { league, players } = await ladderByName();
      const [winner, , loser] = players;
      const [winnerApi, loserApi] = [await as(winner.id), await as(loser.id)];
      const admin = await signedInUser(t, { role: 'Admin' });
      await beaten(league.id, loserApi, winnerApi, loser.id, winner.id);

      clock = days(2);
      const closed = await admin.client.post(`/api/leagues/${league.id}/seasons`, {
        name: 'Güz Sezonu',
        resetRule: 'keep',
        newEndDate: '2026-12-31',
      });
      expect(closed.statusCode, closed.body).toBe(201);

      clock = days(3);
      expect(await challengeState(loserApi, league.id, winner.id)).toEqual({
        dashboard: ['recentlyBeaten', '2026-10-31'],
        chip: ['recentlyBeaten', '2026-10-31'],
      });
      const refused = await loserApi.post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: winner.id,
      });
      expect(refused.statusCode).toBe(422);
    });
  });
});
