import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueParticipants, matches, matchOffers } from '../../src/server/db/schema/index.js';
import { isPermutation } from '../../src/shared/rules/ladder.js';
import { clientFor } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Offer = typeof matchOffers.$inferSelect;

describe('offers under concurrency', () => {
  it('20 players firing offers and answers at once never pass the limits; ranks stay 1..n', async () => {
    const limits = { maxOffers: 2, maxOffersReceive: 2 };
    const { league, players } = await createLadder(t.db, 20, limits);
    const clients = new Map(
      await Promise.all(
        players.map(async (p) => [p.id, clientFor(t, await sessionCookie(t.db, p.id, TEST_SECRET))] as const),
      ),
    );
    const statuses: number[] = [];
    const fire = async (calls: Promise<{ statusCode: number }>[]) => {
      for (const res of await Promise.all(calls)) statuses.push(res.statusCode);
    };
    const offerAll = () =>
      players.flatMap((p, i) =>
        players
          .slice(Math.max(0, i - 5), i)
          .flatMap((target) => [
            clients
              .get(p.id)!
              .post('/api/offers', { leagueId: league.id, opponentId: target.id, source: 'dashboard' }),
            clients
              .get(p.id)!
              .post('/api/offers', { leagueId: league.id, opponentId: target.id, source: 'wizard' }),
          ]),
      );
    const offers = async () => t.db.select().from(matchOffers).where(eq(matchOffers.leagueId, league.id));
    const assertLimits = (rows: Offer[]) => {
      const pending = rows.filter((o) => o.status === 'pending');
      for (const p of players) {
        const sent = pending.filter((o) => o.offererId === p.id);
        expect(sent.length).toBeLessThanOrEqual(limits.maxOffers);
        expect(new Set(sent.map((o) => o.opponentId)).size).toBe(sent.length);
        expect(pending.filter((o) => o.opponentId === p.id).length).toBeLessThanOrEqual(
          limits.maxOffersReceive,
        );
      }
    };
    const ladder = () =>
      t.db
        .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
        .from(leagueParticipants)
        .where(eq(leagueParticipants.leagueId, league.id));

    // Round 1: everyone challenges everyone in reach, twice over, all at once.
    await fire(offerAll());
    const first = await offers();
    expect(first.length).toBeGreaterThan(5);
    assertLimits(first);

    // Round 2: every opponent accepts and rejects every offer, offerers cancel, and new offers fly.
    const pending = first.filter((o) => o.status === 'pending');
    await fire([
      ...pending.flatMap((o, i) => [
        clients.get(o.opponentId)!.post(`/api/offers/${o.id}/${i % 2 ? 'accept' : 'reject'}`),
        clients.get(o.opponentId)!.post(`/api/offers/${o.id}/${i % 2 ? 'reject' : 'accept'}`),
        clients.get(o.offererId)!.post(`/api/offers/${o.id}/cancel`),
      ]),
      ...offerAll(),
    ]);
    const second = await offers();
    assertLimits(second);
    const ranks = await ladder();
    expect(ranks).toHaveLength(20);
    expect(isPermutation(ranks)).toBe(true);

    // Every round-1 offer ended exactly once; each opponent answered at most one of them.
    const round1 = second.filter((o) => pending.some((p) => p.id === o.id));
    expect(round1.every((o) => o.status !== 'pending')).toBe(true);
    const answered = round1.filter((o) => o.status === 'accepted' || o.status === 'rejected');
    const perOpponent = new Map<string, number>();
    for (const o of answered) perOpponent.set(o.opponentId, (perOpponent.get(o.opponentId) ?? 0) + 1);
    expect([...perOpponent.values()].every((n) => n === 1)).toBe(true);
    const planned = await t.db.select().from(matches).where(eq(matches.leagueId, league.id));
    expect(planned.map((m) => m.offerId).sort()).toEqual(
      answered
        .filter((o) => o.status === 'accepted')
        .map((o) => o.id)
        .sort(),
    );
    // Only refusals, never a server error.
    expect(statuses.every((s) => [200, 201, 403, 409, 422].includes(s))).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBe(second.length);
    // Hundreds of requests on a machine shared with others: a generous limit, not a sleep.
  }, 120_000);
});
