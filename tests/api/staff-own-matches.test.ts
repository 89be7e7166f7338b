import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leagueApplications,
  leagueParticipants,
  matches,
  notifications,
} from '../../src/server/db/schema/index.js';
import { handleOverdueMatches } from '../../src/server/modules/arrange/handle-overdue-matches.js';
import { messages } from '../../src/shared/messages.js';
import { clientFor } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { createApplication } from '../support/league-factories.js';
import { addModerator, createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// A league's moderator who also plays stands aside on what is about themself: their own match
// (deciding, correcting, cancelling, adding it), their own place on the ladder and their own
// application. Another moderator of the league, or an admin, still acts; an admin keeps the power
// over their own match.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const matchRow = async (id: string) => (await t.db.select().from(matches).where(eq(matches.id, id)))[0];
const order = async (leagueId: string) =>
  (
    await t.db
      .select({ userId: leagueParticipants.userId })
      .from(leagueParticipants)
      .where(eq(leagueParticipants.leagueId, leagueId))
      .orderBy(leagueParticipants.rank)
  ).map((r) => r.userId);

/**
 * A ladder of four: the moderator plays at rank 2; a second moderator does not play; an admin
 * plays at rank 4 and also holds a moderator seat.
 */
async function setup() {
  const { league, players } = await createLadder(t.db, 3);
  const admin = await createUser(t.db, { role: 'Admin', gender: league.gender });
  await t.db.insert(leagueParticipants).values({ leagueId: league.id, userId: admin.id, rank: 4 });
  const [p1, mod, p3] = players;
  const other = await createUser(t.db, { role: 'Moderator' });
  await addModerator(t.db, league.id, mod.id);
  await addModerator(t.db, league.id, other.id);
  await addModerator(t.db, league.id, admin.id);
  return {
    league,
    p1,
    p3,
    mod: { user: mod, client: await as(mod.id) },
    other: { user: other, client: await as(other.id) },
    admin: { user: admin, client: await as(admin.id) },
  };
}

const straight = [
  { p1: 6, p2: 3 },
  { p1: 6, p2: 2 },
];

/** A planned match whose result one player reported and the other disputed. */
async function disputed(leagueId: string, p1: string, p2: string) {
  const match = await createPlannedMatch(t.db, leagueId, p1, p2);
  await t.db
    .update(matches)
    .set({
      resultState: 'disputed',
      outcome: 'normal',
      sets: straight,
      score: '6-3 6-2',
      winnerId: p1,
      reportedBy: p1,
      reportedAt: new Date(),
      disputeReason: 'Skor yanlış girildi.',
    })
    .where(eq(matches.id, match.id));
  return match;
}

describe('a moderator who plays stands aside on their own match', () => {
  it('deciding a dispute of their own match is refused and changes nothing; another moderator decides it', async () => {
    const { league, p1, mod, other } = await setup();
    const match = await disputed(league.id, p1.id, mod.user.id);
    const before = await matchRow(match.id);
    const ranks = await order(league.id);
    const decision = {
      leagueId: league.id,
      outcome: 'normal',
      sets: straight.map((s) => ({ p1: s.p2, p2: s.p1 })),
    };
    const refused = await mod.client.post(`/api/results/${match.id}/decide`, decision);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(messages.results.ownMatch);
    expect(await matchRow(match.id)).toEqual(before);
    expect(await order(league.id)).toEqual(ranks);

    const decided = await other.client.post(`/api/results/${match.id}/decide`, decision);
    expect(decided.statusCode).toBe(200);
    expect((await matchRow(match.id)).winnerId).toBe(mod.user.id);
    // A final result of their own is not theirs to correct either.
    const correction = await mod.client.post(`/api/results/${match.id}/decide`, {
      leagueId: league.id,
      outcome: 'normal',
      sets: straight,
    });
    expect(correction.statusCode).toBe(403);
    expect(errorOf(correction).message).toBe(messages.results.ownMatch);
    expect((await matchRow(match.id)).winnerId).toBe(mod.user.id);
  });

  it('the moderator still decides the other matches of their league', async () => {
    const { league, p1, p3, mod } = await setup();
    const match = await disputed(league.id, p3.id, p1.id);
    const res = await mod.client.post(`/api/results/${match.id}/decide`, {
      leagueId: league.id,
      outcome: 'normal',
      sets: straight,
    });
    expect(res.statusCode).toBe(200);
  });

  it('cancelling their own overdue match (naming the no-show) is refused; another moderator cancels it', async () => {
    const { league, p1, mod, other } = await setup();
    const match = await createPlannedMatch(t.db, league.id, mod.user.id, p1.id, {
      acceptedAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const ranks = await order(league.id);
    for (const noShow of ['p1', 'p2', 'none']) {
      const res = await mod.client.post(`/api/results/${match.id}/cancel`, { leagueId: league.id, noShow });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(messages.results.ownMatch);
    }
    expect((await matchRow(match.id)).status).toBe('planlanmış');
    expect(await order(league.id)).toEqual(ranks);
    const res = await other.client.post(`/api/results/${match.id}/cancel`, {
      leagueId: league.id,
      noShow: 'p2',
    });
    expect(res.statusCode).toBe(200);
    expect(await order(league.id)).toEqual([ranks[1], ranks[0], ...ranks.slice(2)]);
  });

  it('cancelling their own disputed match is refused; another moderator cancels it', async () => {
    const { league, p1, mod, other } = await setup();
    const match = await disputed(league.id, mod.user.id, p1.id);
    const before = await matchRow(match.id);
    const refused = await mod.client.post(`/api/results/${match.id}/cancel`, {
      leagueId: league.id,
      noShow: 'none',
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(messages.results.ownMatch);
    expect(await matchRow(match.id)).toEqual(before);
    const res = await other.client.post(`/api/results/${match.id}/cancel`, {
      leagueId: league.id,
      noShow: 'none',
    });
    expect(res.statusCode).toBe(200);
    expect((await matchRow(match.id)).status).toBe('iptal');
  });

  it('an admin keeps the power over their own match', async () => {
    const { league, p3, admin } = await setup();
    const match = await disputed(league.id, p3.id, admin.user.id);
    const res = await admin.client.post(`/api/results/${match.id}/decide`, {
      leagueId: league.id,
      outcome: 'normal',
      sets: straight,
    });
    expect(res.statusCode).toBe(200);
  });

  it('the reason of a dispute against their own score is not theirs to read, moderator or admin; other staff read it', async () => {
    const { league, p1, p3, mod, other, admin } = await setup();
    const modReported = await disputed(league.id, mod.user.id, p1.id);
    const adminReported = await disputed(league.id, admin.user.id, p3.id);
    const reasons = async (client: Awaited<ReturnType<typeof as>>) => {
      const res = await client.get(`/api/results/staff?leagueId=${league.id}`);
      expect(res.statusCode).toBe(200);
      const pending: { id: string; disputeReason: string | null }[] = res.json().pending;
      return Object.fromEntries(pending.map((m) => [m.id, m.disputeReason]));
    };
    expect(await reasons(mod.client)).toEqual({
      [modReported.id]: null,
      [adminReported.id]: 'Skor yanlış girildi.',
    });
    expect(await reasons(admin.client)).toEqual({
      [modReported.id]: 'Skor yanlış girildi.',
      [adminReported.id]: null,
    });
    expect(await reasons(other.client)).toEqual({
      [modReported.id]: 'Skor yanlış girildi.',
      [adminReported.id]: 'Skor yanlış girildi.',
    });
  });

  it('adding a match they play in is refused, planned or played; another moderator and an admin add it', async () => {
    const { league, p1, p3, mod, other, admin } = await setup();
    const body = (p1Id: string, p2Id: string, o: Record<string, unknown> = {}) => ({
      leagueId: league.id,
      player1Id: p1Id,
      player2Id: p2Id,
      matchDate: '2026-12-05T18:30',
      score: null,
      ...o,
    });
    const played = { status: 'oynanmış', score: '6-1 6-1', matchDate: '2026-11-05T18:30' };
    const count = async () =>
      (await t.db.select().from(matches).where(eq(matches.leagueId, league.id))).length;
    const before = await count();
    const ranks = await order(league.id);
    for (const b of [body(mod.user.id, p1.id), body(p3.id, mod.user.id, played)]) {
      const res = await mod.client.post('/api/matches', b);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(messages.matches.ownMatch);
    }
    expect(await count()).toBe(before);
    expect(await order(league.id)).toEqual(ranks);
    expect((await other.client.post('/api/matches', body(p3.id, mod.user.id, played))).statusCode).toBe(201);
    expect((await mod.client.post('/api/matches', body(p1.id, p3.id))).statusCode).toBe(201);
    expect((await admin.client.post('/api/matches', body(admin.user.id, p1.id))).statusCode).toBe(201);
  });
});

describe('a moderator who plays does not edit their own place on the ladder', () => {
  it('moving themself, or another player past them, is refused; a move that leaves them is not', async () => {
    const { league, p1, p3, mod, other } = await setup();
    const ranks = await order(league.id); // p1, mod, p3, admin
    for (const [who, rank, message] of [
      [mod.user.id, 1, messages.participants.ownRank],
      // Moving someone else past them says that the move would change their own place.
      [p1.id, 3, messages.participants.ownRankMove],
      [p3.id, 1, messages.participants.ownRankMove],
    ] as const) {
      const res = await mod.client.patch(`/api/leagues/${league.id}/participants/${who}`, { rank });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(message);
    }
    expect(await order(league.id)).toEqual(ranks);
    expect(
      (await mod.client.patch(`/api/leagues/${league.id}/participants/${p3.id}`, { rank: 4 })).statusCode,
    ).toBe(200);
    expect(
      (await other.client.patch(`/api/leagues/${league.id}/participants/${mod.user.id}`, { rank: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await order(league.id))[0]).toBe(mod.user.id);
  });

  it('a reorder that changes their rank is refused, one that keeps it goes through', async () => {
    const { league, mod, admin } = await setup();
    const [a, m, c, d] = await order(league.id);
    const refused = await mod.client.put(`/api/leagues/${league.id}/ranks`, { userIds: [m, a, c, d] });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(messages.participants.ownRank);
    expect(await order(league.id)).toEqual([a, m, c, d]);
    expect(
      (await mod.client.put(`/api/leagues/${league.id}/ranks`, { userIds: [a, m, d, c] })).statusCode,
    ).toBe(200);
    // An admin moves themself.
    expect(
      (await admin.client.put(`/api/leagues/${league.id}/ranks`, { userIds: [c, m, d, a] })).statusCode,
    ).toBe(200);
    expect(await order(league.id)).toEqual([c, m, d, a]);
  });

  it('taking themself or a player above them off, or adding themself, is refused; another moderator does each', async () => {
    const { league, p1, mod, other } = await setup();
    const ranks = await order(league.id);
    const off = await mod.client.delete(`/api/leagues/${league.id}/participants/${mod.user.id}`);
    expect(off.statusCode).toBe(403);
    expect(errorOf(off).message).toBe(messages.participants.ownRank);
    expect(await order(league.id)).toEqual(ranks);
    // Taking off a player above them would move them up one: refused too, and changes nothing.
    const above = await mod.client.delete(`/api/leagues/${league.id}/participants/${p1.id}`);
    expect(above.statusCode).toBe(403);
    expect(errorOf(above).message).toBe(messages.participants.ownRankRemoval);
    expect(await order(league.id)).toEqual(ranks);
    // A player below them is theirs to take off; another moderator takes off the one above.
    expect((await mod.client.delete(`/api/leagues/${league.id}/participants/${ranks[2]}`)).statusCode).toBe(
      200,
    );
    expect((await other.client.delete(`/api/leagues/${league.id}/participants/${p1.id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await other.client.delete(`/api/leagues/${league.id}/participants/${mod.user.id}`)).statusCode,
    ).toBe(200);
    const add = await mod.client.post(`/api/leagues/${league.id}/participants`, { userId: mod.user.id });
    expect(add.statusCode).toBe(403);
    expect(errorOf(add).message).toBe(messages.participants.ownRank);
    expect(await order(league.id)).not.toContain(mod.user.id);
    expect(
      (await other.client.post(`/api/leagues/${league.id}/participants`, { userId: mod.user.id })).statusCode,
    ).toBe(201);
  });

  it('their own application is decided by another moderator', async () => {
    const { league, other } = await setup();
    const applicant = await createUser(t.db, { gender: league.gender });
    await addModerator(t.db, league.id, applicant.id);
    const client = await as(applicant.id);
    const application = await createApplication(t.db, applicant.id, league.id);
    for (const verb of ['approve', 'reject']) {
      const res = await client.post(`/api/applications/${application.id}/${verb}`);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(messages.applications.ownApplication);
    }
    const [row] = await t.db
      .select()
      .from(leagueApplications)
      .where(eq(leagueApplications.id, application.id));
    expect(row.status).toBe('pending');
    expect((await other.client.post(`/api/applications/${application.id}/approve`)).statusCode).toBe(200);
    expect(await order(league.id)).toContain(applicant.id);
  });
});

describe('what waits for a moderator leaves out what is about themself', () => {
  it('the staff home counts and the overdue notice skip their own match and application', async () => {
    const { league, p1, p3, mod, other } = await setup();
    await disputed(league.id, p1.id, mod.user.id);
    await disputed(league.id, p1.id, p3.id);
    const overdue = await createPlannedMatch(t.db, league.id, mod.user.id, p3.id, {
      acceptedAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const applicant = await createUser(t.db, { gender: league.gender });
    await createApplication(t.db, applicant.id, league.id);
    await createApplication(t.db, mod.user.id, league.id);
    const counts = async (client: typeof mod.client) => (await client.get('/api/admin/overview')).json();
    expect(await counts(mod.client)).toMatchObject({
      pendingApplications: 1,
      disputedResults: 1,
      overdueMatches: 0,
    });
    expect(await counts(other.client)).toMatchObject({
      pendingApplications: 2,
      disputedResults: 2,
      overdueMatches: 1,
    });

    // The job tells staff in the daytime (Istanbul): at 13:00 today.
    const midday = new Date();
    midday.setUTCHours(10, 0, 0, 0);
    await handleOverdueMatches(t.db, midday, t.app.deps.env.baseUrl);
    const told = (userId: string) =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.subject, 'Süresinde Oynanmayan Maç'),
            eq(notifications.targetId, overdue.id),
          ),
        );
    expect(await told(mod.user.id)).toHaveLength(0);
    expect(await told(other.user.id)).toHaveLength(1);
  });
});
