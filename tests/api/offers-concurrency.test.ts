import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leagueParticipants,
  mailOutbox,
  matches,
  matchOffers,
  notifications,
} from '../../src/server/db/schema/index.js';
import { offerStillFits } from '../../src/shared/rules/eligibility.js';
import { isPermutation } from '../../src/shared/rules/ladder.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Offer = typeof matchOffers.$inferSelect;

describe('offers under concurrency', () => {
  // Two connections at once: PostgreSQL only (PGlite runs one transaction at a time).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'an offer that expires while its acceptance waits for the ranks is refused, and no notice, mail or match is left',
    async () => {
      const { league, players } = await createLadder(t.db, 4);
      const [offerer, opponent] = await Promise.all(
        [players[3], players[2]].map(async (p) => clientFor(t, await sessionCookie(t.db, p.id, TEST_SECRET))),
      );
      const sent = await offerer.post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: players[2].id,
      });
      const offerId: string = sent.json().offer.id;
      await t.app.deps.mailer.flush();
      const written = async () => ({
        notices: (
          await t.db.select({ n: count() }).from(notifications).where(eq(notifications.offerId, offerId))
        )[0].n,
        mails: (await t.db.select({ n: count() }).from(mailOutbox))[0].n,
        matches: (await t.db.select({ n: count() }).from(matches).where(eq(matches.offerId, offerId)))[0].n,
      });
      const before = await written();
      let accepting: Promise<{ statusCode: number; json(): unknown }> | undefined;
      // A rank change holds the league; meanwhile the acceptance reads the offer and waits for it,
      // and the reminder job expires the offer.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select id from leagues where id = ${league.id}::uuid for update`);
        accepting = opponent.post(`/api/offers/${offerId}/accept`);
        await expect
          .poll(
            async () =>
              (
                (await t.db.execute(
                  sql`select count(*)::int as n from pg_stat_activity
                    where wait_event_type = 'Lock' and datname = current_database()`,
                )) as unknown as { rows: { n: number }[] }
              ).rows[0].n,
            { timeout: 5_000 },
          )
          .toBeGreaterThan(0);
        await tx.update(matchOffers).set({ status: 'expired' }).where(eq(matchOffers.id, offerId));
      });
      const res = (await accepting!) as Parameters<typeof errorOf>[0];
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).code).toBe('not_pending');
      expect(await written()).toEqual(before);
      const [offer] = await t.db.select().from(matchOffers).where(eq(matchOffers.id, offerId));
      expect(offer.status).toBe('expired');
    },
  );

  it('a burst of offers and answers, with outbox passes running meanwhile: every mail queued goes out once', async () => {
    const { league, players } = await createLadder(t.db, 24);
    const clients = await Promise.all(
      players.map(async (p) => clientFor(t, await sessionCookie(t.db, p.id, TEST_SECRET))),
    );
    const before = t.mail.sent.length;
    const firstMail = (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).reduce(
      (most, r) => Math.max(most, r.id),
      0,
    );
    // Twelve disjoint pairs send at once while passes run; then every opponent accepts at once.
    const pairs = Array.from({ length: 12 }, (_, k) => [2 * k + 1, 2 * k] as const);
    const sent = await Promise.all([
      ...pairs.map(([from, to]) =>
        clients[from].post('/api/offers', {
          leagueId: league.id,
          termsAccepted: true,
          opponentId: players[to].id,
        }),
      ),
      t.app.deps.mailer.flush(),
      t.app.deps.mailer.flush(),
    ]);
    const offered = sent.slice(0, pairs.length) as {
      statusCode: number;
      json(): { offer: { id: string } };
    }[];
    expect(offered.map((r) => r.statusCode)).toEqual(pairs.map(() => 201));
    const answered = await Promise.all([
      ...pairs.map(([, to], i) => clients[to].post(`/api/offers/${offered[i].json().offer.id}/accept`)),
      t.app.deps.mailer.flush(),
    ]);
    expect(answered.slice(0, pairs.length).map((r) => (r as { statusCode: number }).statusCode)).toEqual(
      pairs.map(() => 200),
    );
    await t.app.deps.mailer.flush();
    // One mail per offer (to the opponent) and two per acceptance, each row sent once and marked so.
    const rows = (await t.db.select().from(mailOutbox)).filter((r) => r.id > firstMail);
    expect(rows).toHaveLength(3 * pairs.length);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
    const delivered = t.mail.sent.slice(before).map((m) => m.id);
    expect(delivered.sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
  });

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
        players.slice(Math.max(0, i - 5), i).flatMap((target) => [
          clients.get(p.id)!.post('/api/offers', {
            leagueId: league.id,
            termsAccepted: true,
            opponentId: target.id,
            source: 'dashboard',
          }),
          clients.get(p.id)!.post('/api/offers', {
            leagueId: league.id,
            termsAccepted: true,
            opponentId: target.id,
            source: 'wizard',
          }),
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
  it('offers sent while staff reorder the ladder and players reject never outlive the ranks they were checked against', async () => {
    // Sending and accepting hold the ranks still without taking the ladder; a reorder and a
    // rejection take it outright. Whatever order they run in, no pending offer is left with its
    // challenger at or above its opponent, or further below than the widest window.
    const { league, players } = await createLadder(t.db, 16, { maxOffers: 5, maxOffersReceive: 5 });
    const client = async (id: string) => clientFor(t, await sessionCookie(t.db, id, TEST_SECRET));
    const clients = new Map(await Promise.all(players.map(async (p) => [p.id, await client(p.id)] as const)));
    const admin = await signedInUser(t, { role: 'Admin' });
    const sendAll = () =>
      players.flatMap((p, i) =>
        players.slice(Math.max(0, i - 5), i).map((target) =>
          clients.get(p.id)!.post('/api/offers', {
            leagueId: league.id,
            termsAccepted: true,
            opponentId: target.id,
            source: 'dashboard',
          }),
        ),
      );
    const first = await Promise.all(sendAll());
    const sent = first.filter((r) => r.statusCode === 201).map((r) => r.json().offer);
    expect(sent.length).toBeGreaterThan(10);
    const reversed = [...players].reverse().map((p) => p.id);
    const shuffled = players.map((_, i) => players[(i * 7) % players.length].id);
    const statuses = (
      await Promise.all([
        ...sendAll(),
        admin.client.put(`/api/leagues/${league.id}/ranks`, { userIds: reversed }),
        ...sent
          .filter((_, i) => i % 3 === 0)
          .map((o) => clients.get(o.opponent.userId)!.post(`/api/offers/${o.id}/reject`)),
        ...sent
          .filter((_, i) => i % 3 === 1)
          .map((o) => clients.get(o.opponent.userId)!.post(`/api/offers/${o.id}/accept`)),
        admin.client.put(`/api/leagues/${league.id}/ranks`, { userIds: shuffled }),
        ...sendAll(),
      ])
    ).map((r) => r.statusCode);
    expect(statuses.every((s) => [200, 201, 403, 409, 422].includes(s))).toBe(true);
    const ranks = await t.db
      .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.leagueId, league.id));
    expect(isPermutation(ranks)).toBe(true);
    const rankOf = new Map(ranks.map((r) => [r.userId, r.rank]));
    const rows = await t.db.select().from(matchOffers).where(eq(matchOffers.leagueId, league.id));
    const pending = rows.filter((o) => o.status === 'pending');
    for (const o of pending)
      expect(offerStillFits(rankOf.get(o.offererId)!, rankOf.get(o.opponentId)!)).toBe(true);
    for (const p of players) {
      expect(pending.filter((o) => o.offererId === p.id).length).toBeLessThanOrEqual(5);
      expect(pending.filter((o) => o.opponentId === p.id).length).toBeLessThanOrEqual(5);
    }
    // An accepted offer has its match; every opponent's other offers sent before the answer closed.
    const planned = await t.db.select().from(matches).where(eq(matches.leagueId, league.id));
    expect(planned.map((m) => m.offerId).sort()).toEqual(
      rows
        .filter((o) => o.status === 'accepted')
        .map((o) => o.id)
        .sort(),
    );
  }, 120_000);

  it('one opponent accepting two offers at once accepts one; the other is closed, never both', async () => {
    const { league, players } = await createLadder(t.db, 6, { maxOffers: 3, maxOffersReceive: 3 });
    const client = async (id: string) => clientFor(t, await sessionCookie(t.db, id, TEST_SECRET));
    const [top, , third, fourth] = players;
    const a = await (await client(third.id)).post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: top.id,
    });
    const b = await (await client(fourth.id)).post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: top.id,
    });
    const topClient = await client(top.id);
    const answers = await Promise.all(
      [a, b].flatMap((r) => [
        topClient.post(`/api/offers/${r.json().offer.id}/accept`),
        topClient.post(`/api/offers/${r.json().offer.id}/accept`),
      ]),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 422)).toBe(true);
    const rows = await t.db.select().from(matchOffers).where(eq(matchOffers.leagueId, league.id));
    expect(rows.map((o) => o.status).sort()).toEqual(['accepted', 'unavailable_due_to_other_offer']);
    expect(await t.db.select().from(matches).where(eq(matches.leagueId, league.id))).toHaveLength(1);
  });
  it('players leaving and joining while offers to and from them are sent and accepted: no pending offer names someone off the ladder', async () => {
    // Sending and accepting hold the league's ranks shared and lock their two players' ladder rows;
    // leaving and joining take the ladder outright. A player who joins while an offer waits for the
    // league is locked again with a fresh snapshot, never missed.
    const { league, players } = await createLadder(t.db, 12, { maxOffers: 4, maxOffersReceive: 4 });
    const client = async (id: string) => clientFor(t, await sessionCookie(t.db, id, TEST_SECRET));
    const clients = new Map(await Promise.all(players.map(async (p) => [p.id, await client(p.id)] as const)));
    const admin = await signedInUser(t, { role: 'Admin' });
    const newcomers = [
      await createUser(t.db, { gender: league.gender }),
      await createUser(t.db, { gender: league.gender }),
    ];
    for (const n of newcomers) clients.set(n.id, await client(n.id));
    const everyone = [...players, ...newcomers];
    const sendAll = () =>
      everyone.flatMap((p) =>
        everyone
          .filter((o) => o.id !== p.id)
          .slice(0, 6)
          .map((o) =>
            clients.get(p.id)!.post('/api/offers', {
              leagueId: league.id,
              termsAccepted: true,
              opponentId: o.id,
              source: 'wizard',
            }),
          ),
      );
    const first = (await Promise.all(sendAll()))
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().offer);
    expect(first.length).toBeGreaterThan(5);
    const leavers = [players[4], players[9]];
    const statuses = (
      await Promise.all([
        ...first
          .filter((_, i) => i % 2 === 0)
          .map((o) => clients.get(o.opponent.userId)!.post(`/api/offers/${o.id}/accept`)),
        ...leavers.map((p) => clients.get(p.id)!.post(`/api/leagues/${league.id}/leave`)),
        ...newcomers.map((n) =>
          admin.client.post(`/api/leagues/${league.id}/participants`, { userId: n.id }),
        ),
        ...sendAll(),
      ])
    ).map((r) => r.statusCode);
    expect(statuses.every((s) => [200, 201, 403, 404, 409, 422].includes(s))).toBe(true);
    const ranks = await t.db
      .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.leagueId, league.id));
    expect(isPermutation(ranks)).toBe(true);
    expect(ranks.map((r) => r.userId)).not.toContain(leavers[0].id);
    const onLadder = new Set(ranks.map((r) => r.userId));
    const rows = await t.db.select().from(matchOffers).where(eq(matchOffers.leagueId, league.id));
    const pending = rows.filter((o) => o.status === 'pending');
    for (const o of pending) {
      expect(onLadder.has(o.offererId)).toBe(true);
      expect(onLadder.has(o.opponentId)).toBe(true);
    }
    const pairs = pending.map((o) => [o.offererId, o.opponentId].sort().join());
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const id of onLadder) {
      expect(pending.filter((o) => o.offererId === id).length).toBeLessThanOrEqual(4);
      expect(pending.filter((o) => o.opponentId === id).length).toBeLessThanOrEqual(4);
    }
  }, 120_000);

  it('an offerer cancelling while the opponent accepts: exactly one of them wins, and a match only for an acceptance', async () => {
    const { league, players } = await createLadder(t.db, 8, { maxOffers: 3, maxOffersReceive: 3 });
    const client = async (id: string) => clientFor(t, await sessionCookie(t.db, id, TEST_SECRET));
    const offers: { id: string; offerer: string; opponent: string }[] = [];
    for (const [from, to] of [
      [1, 0],
      [3, 2],
      [5, 4],
      [7, 6],
    ]) {
      const res = await (await client(players[from].id)).post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: players[to].id,
      });
      expect(res.statusCode, res.body).toBe(201);
      offers.push({ id: res.json().offer.id, offerer: players[from].id, opponent: players[to].id });
    }
    const answers = await Promise.all(
      offers.flatMap((o) => [
        client(o.opponent).then((c) => c.post(`/api/offers/${o.id}/accept`)),
        client(o.offerer).then((c) => c.post(`/api/offers/${o.id}/cancel`)),
      ]),
    );
    for (let i = 0; i < offers.length; i++) {
      const [accept, cancel] = [answers[2 * i], answers[2 * i + 1]];
      expect([accept.statusCode, cancel.statusCode].sort()).toEqual([200, 422]);
    }
    const rows = await t.db.select().from(matchOffers).where(eq(matchOffers.leagueId, league.id));
    const planned = await t.db.select().from(matches).where(eq(matches.leagueId, league.id));
    expect(planned.map((m) => m.offerId).sort()).toEqual(
      rows
        .filter((o) => o.status === 'accepted')
        .map((o) => o.id)
        .sort(),
    );
    expect(rows.every((o) => o.status === 'accepted' || o.status === 'cancelled')).toBe(true);
  }, 60_000);
});
