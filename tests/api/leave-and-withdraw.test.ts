// A player withdraws their own pending application and leaves a league (/leagues).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../src/server/db/client.js';
import {
  leagueApplications,
  leagueParticipants,
  matchOffers,
  notifications,
  rankHistory,
} from '../../src/server/db/schema/index.js';
import { isPermutation } from '../../src/shared/rules/ladder.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { clientFor } from '../support/client.js';
import {
  createLadder,
  createLeague,
  createUser,
  sessionCookie,
  type TestUser,
} from '../support/factories.js';
import { createApplication } from '../support/league-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (user: TestUser) => clientFor(t, await sessionCookie(t.db as DbOrTx, user.id, TEST_SECRET));
const ladderOf = (leagueId: string) =>
  t.db
    .select({ userId: leagueParticipants.userId, rank: leagueParticipants.rank })
    .from(leagueParticipants)
    .where(eq(leagueParticipants.leagueId, leagueId))
    .orderBy(leagueParticipants.rank);
const applicationsOf = (userId: string) =>
  t.db.select().from(leagueApplications).where(eq(leagueApplications.userId, userId));

describe('withdrawing an application', () => {
  it('removes the own pending application, after which the player may apply again', async () => {
    const league = await createLeague(t.db);
    const other = await createLeague(t.db);
    const player = await createUser(t.db, { gender: league.gender });
    const client = await as(player);
    const applied = await client.post(`/api/leagues/${league.id}/applications`);
    expect(applied.statusCode).toBe(201);
    // While it is pending no other application is accepted.
    expect((await client.post(`/api/leagues/${other.id}/applications`)).statusCode).toBe(422);
    const res = await client.post(`/api/applications/${applied.json().id}/withdraw`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await applicationsOf(player.id)).toEqual([]);
    expect((await client.get('/api/applications/mine')).json()).toEqual([]);
    expect((await client.post(`/api/leagues/${other.id}/applications`)).statusCode).toBe(201);
  });

  it("answers 404 for somebody else's application and an unknown one, and changes nothing", async () => {
    const league = await createLeague(t.db);
    const owner = await createUser(t.db, { gender: league.gender });
    const application = await createApplication(t.db, owner.id, league.id);
    for (const who of [await createUser(t.db), await createUser(t.db, { role: 'Admin' })]) {
      const res = await (await as(who)).post(`/api/applications/${application.id}/withdraw`);
      expect(res.statusCode).toBe(404);
    }
    const unknown = await (await as(owner)).post(
      '/api/applications/7b1c6a52-8a53-4a0e-9a57-1f6f3f1c0a11/withdraw',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await applicationsOf(owner.id)).map((a) => a.status)).toEqual(['pending']);
  });

  it('refuses a decided application and keeps it', async () => {
    const league = await createLeague(t.db);
    const owner = await createUser(t.db, { gender: league.gender });
    const application = await createApplication(t.db, owner.id, league.id, 'rejected');
    const res = await (await as(owner)).post(`/api/applications/${application.id}/withdraw`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Bu başvuru zaten sonuçlandırılmış.');
    expect((await applicationsOf(owner.id)).map((a) => a.status)).toEqual(['rejected']);
  });
});

describe('leaving a league', () => {
  it('closes the ranks up, cancels the pending offers there and tells the other players', async () => {
    const { league, players } = await createLadder(t.db, 5);
    const [a, b, c, d, e] = players;
    const elsewhere = await createLadder(t.db, 2);
    const offerFromC = await createOfferRow(t.db, league.id, c.id, b.id);
    const offerToC = await createOfferRow(t.db, league.id, d.id, c.id);
    const declined = await createOfferRow(t.db, league.id, e.id, c.id, { status: 'rejected' });
    const otherPlayers = await createOfferRow(t.db, league.id, e.id, d.id);
    const otherLeague = await createOfferRow(
      t.db,
      elsewhere.league.id,
      elsewhere.players[1].id,
      elsewhere.players[0].id,
    );

    const res = await (await as(c)).post(`/api/leagues/${league.id}/leave`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const ladder = await ladderOf(league.id);
    expect(ladder.map((r) => r.userId)).toEqual([a.id, b.id, d.id, e.id]);
    expect(isPermutation(ladder)).toBe(true);
    const history = await t.db.select().from(rankHistory).where(eq(rankHistory.leagueId, league.id));
    const moves = history.filter((h) => h.cause === 'removal');
    expect(moves.map((h) => [h.userId, h.oldRank, h.newRank]).sort()).toEqual(
      [
        [c.id, 3, null],
        [d.id, 4, 3],
        [e.id, 5, 4],
      ].sort(),
    );

    const statusOf = async (id: string) =>
      (await t.db.select({ s: matchOffers.status }).from(matchOffers).where(eq(matchOffers.id, id)))[0].s;
    expect(await statusOf(offerFromC.id)).toBe('cancelled');
    expect(await statusOf(offerToC.id)).toBe('cancelled');
    expect(await statusOf(declined.id)).toBe('rejected');
    expect(await statusOf(otherLeague.id)).toBe('pending');
    // e (now 4th) and d (now 3rd): still a fitting offer.
    expect(await statusOf(otherPlayers.id)).toBe('pending');

    const told = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.offerId, [offerFromC.id, offerToC.id]));
    expect(told.map((n) => n.userId).sort()).toEqual([b.id, d.id].sort());
    for (const n of told) {
      expect(n.subject).toBe('Maç Teklifi İptal Edildi');
      expect(n.message).toContain(`${c.firstName} ${c.lastName}`.trim());
      expect(n.message).toContain('ligden ayrıldığı için');
    }
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, c.id))).toEqual([]);
    expect((await (await as(c)).get('/api/leagues/mine')).json()).toEqual([]);
  });

  it('answers 404 for a league the player is not on and writes nothing', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const offer = await createOfferRow(t.db, league.id, players[1].id, players[0].id);
    const outsider = await createUser(t.db, { gender: league.gender });
    const before = await ladderOf(league.id);
    for (const url of [
      `/api/leagues/${league.id}/leave`,
      '/api/leagues/7b1c6a52-8a53-4a0e-9a57-1f6f3f1c0a11/leave',
    ]) {
      const res = await (await as(outsider)).post(url);
      expect(res.statusCode).toBe(404);
    }
    // An admin cannot make someone else leave through this route either.
    const admin = await createUser(t.db, { role: 'Admin' });
    expect((await (await as(admin)).post(`/api/leagues/${league.id}/leave`)).statusCode).toBe(404);
    expect(await ladderOf(league.id)).toEqual(before);
    expect(
      await t.db
        .select()
        .from(rankHistory)
        .where(and(eq(rankHistory.leagueId, league.id), eq(rankHistory.cause, 'removal'))),
    ).toEqual([]);
    const [row] = await t.db.select().from(matchOffers).where(eq(matchOffers.id, offer.id));
    expect(row.status).toBe('pending');
  });
});
