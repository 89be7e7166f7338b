import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
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
    const refused = await loserApi.post('/api/offers', { leagueId: league.id, opponentId: winner.id });
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
      (await loserApi.post('/api/offers', { leagueId: league.id, opponentId: winner.id })).statusCode,
    ).toBe(201);
  });
});
