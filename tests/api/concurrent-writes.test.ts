import { and, count, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlockRetries } from '../../src/server/db/client.js';
import {
  leagueApplications,
  leagueModerators,
  leagueParticipants,
  mailOutbox,
  matches,
  matchOffers,
  notifications,
} from '../../src/server/db/schema/index.js';
import { notify } from '../../src/server/domain/notify.js';
import { startReminderJob } from '../../src/server/jobs/reminder-job.js';
import { handleOverdueMatches } from '../../src/server/modules/arrange/handle-overdue-matches.js';
import { messages } from '../../src/shared/messages.js';
import { createExcuseRow, createOfferRow } from '../support/challenge-factories.js';
import { type Client, clientFor, signedInUser } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createApplication } from '../support/league-factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

// Two writes about the same rows sent at once (a double tap, two staff members, a player and
// staff): each ends in one consistent state, and the one that lost reads why in Turkish.
const start = new Date('2026-11-10T10:00:00Z');
let clock = start;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const pairMatches = async (leagueId: string, a: string, b: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(matches)
      .where(
        and(
          eq(matches.leagueId, leagueId),
          eq(matches.status, 'planlanmış'),
          or(
            and(eq(matches.player1Id, a), eq(matches.player2Id, b)),
            and(eq(matches.player1Id, b), eq(matches.player2Id, a)),
          ),
        ),
      )
  )[0].n;
const pendingOffers = async (leagueId: string, a: string, b: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(matchOffers)
      .where(
        and(
          eq(matchOffers.leagueId, leagueId),
          eq(matchOffers.status, 'pending'),
          or(
            and(eq(matchOffers.offererId, a), eq(matchOffers.opponentId, b)),
            and(eq(matchOffers.offererId, b), eq(matchOffers.opponentId, a)),
          ),
        ),
      )
  )[0].n;

const noticesOf = async (userId: string) =>
  (await t.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)))[0].n;

const planned = (leagueId: string, p1: string, p2: string) => ({
  leagueId,
  player1Id: p1,
  player2Id: p2,
  matchDate: '2026-11-12T18:30',
  score: null,
});

describe('staff adding a planned match', () => {
  it('the same match sent twice at once: one is added, the other is refused in Turkish', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 3);
    const admin = await signedInUser(t, { role: 'Admin' });
    const body = planned(league.id, players[2].id, players[1].id);
    const answers = await Promise.all([
      admin.client.post('/api/matches', body),
      admin.client.post('/api/matches', body),
      admin.client.post('/api/matches', planned(league.id, players[1].id, players[2].id)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    for (const r of answers.filter((r) => r.statusCode === 422))
      expect(errorOf(r).message).toBe(messages.matches.alreadyPlanned);
    expect(await pairMatches(league.id, players[1].id, players[2].id)).toBe(1);
  });

  it('a planned match added while the pair sends an offer: never both a match and a pending offer', async () => {
    for (let round = 0; round < 3; round++) {
      clock = start;
      const { league, players } = await createLadder(t.db, 3);
      const admin = await signedInUser(t, { role: 'Admin' });
      const challenger = await as(players[2].id);
      const [added, sent] = await Promise.all([
        admin.client.post('/api/matches', planned(league.id, players[2].id, players[1].id)),
        challenger.post('/api/offers', {
          leagueId: league.id,
          termsAccepted: true,
          opponentId: players[1].id,
          source: 'dashboard',
        }),
      ]);
      const matchesNow = await pairMatches(league.id, players[1].id, players[2].id);
      const offersNow = await pendingOffers(league.id, players[1].id, players[2].id);
      expect(matchesNow + offersNow, `${added.statusCode} ${sent.statusCode}`).toBe(1);
      expect([added.statusCode, sent.statusCode].sort()).toEqual([201, 422]);
    }
  });
});

describe('a player deleted while a match is planned', () => {
  it('their opponent still reports the score of a match played at its agreed time, and nothing is mailed or noticed to the erased account', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 3);
    const match = await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, {
      acceptedAt: start,
    });
    // Played yesterday at the time they agreed; the account is deleted before the score is in.
    await t.db
      .update(matches)
      .set({ slotAt: new Date(start.getTime() - 86_400_000) })
      .where(eq(matches.id, match.id));
    const admin = await signedInUser(t, { role: 'Admin' });
    expect((await admin.client.delete(`/api/users/${players[1].id}`)).statusCode).toBe(200);
    const notesBefore = await noticesOf(players[1].id);
    const challenger = await as(players[2].id);
    const reported = await challenger.post(`/api/results/${match.id}/report`, {
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 3 },
        { p1: 6, p2: 4 },
      ],
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const erased = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`exists (select 1 from unnest(${mailOutbox.to}) a where a like '%@silinmis.invalid')`);
    expect(erased).toEqual([]);
    expect(await noticesOf(players[1].id)).toBe(notesBefore);
  });
});

const win = {
  outcome: 'normal',
  sets: [
    { p1: 6, p2: 3 },
    { p1: 6, p2: 4 },
  ],
};
const mailsTo = async (email: string, subject: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(sql`${email} = any(${mailOutbox.to})`, eq(mailOutbox.subject, subject)))
  )[0].n;
const noticesAbout = async (userId: string, subject: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.subject, subject)))
  )[0].n;

describe('staff deciding a result', () => {
  it('the same decision sent twice at once: made final once, the players told once, nothing "corrected"', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 3);
    const match = await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, {
      acceptedAt: start,
    });
    await (await as(players[2].id)).post(`/api/results/${match.id}/report`, win);
    await (await as(players[1].id)).post(`/api/results/${match.id}/dispute`, { reason: 'Skor yanlış' });
    const admin = await signedInUser(t, { role: 'Admin' });
    const decision = { leagueId: league.id, ...win };
    const answers = await Promise.all([
      admin.client.post(`/api/results/${match.id}/decide`, decision),
      admin.client.post(`/api/results/${match.id}/decide`, decision),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    // Each answer says it was decided; only the one that made it final says where the players went.
    for (const r of answers) expect(r.json().message.startsWith(messages.results.decided)).toBe(true);
    for (const p of [players[1], players[2]]) {
      expect(await noticesAbout(p.id, messages.results.resultSubject)).toBe(1);
      expect(await noticesAbout(p.id, messages.results.correctedSubject)).toBe(0);
      expect(await mailsTo(p.email, messages.results.correctedSubject)).toBe(0);
    }
  });

  it('staff enter the score a player confirms at the same moment: one final result, no correction notice', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 3);
    const match = await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, {
      acceptedAt: start,
    });
    await (await as(players[2].id)).post(`/api/results/${match.id}/report`, win);
    const admin = await signedInUser(t, { role: 'Admin' });
    const [confirmed, decided] = await Promise.all([
      (await as(players[1].id)).post(`/api/results/${match.id}/confirm`),
      admin.client.post(`/api/results/${match.id}/decide`, { leagueId: league.id, ...win }),
    ]);
    expect(decided.statusCode).toBe(200);
    expect([200, 422]).toContain(confirmed.statusCode);
    for (const p of [players[1], players[2]]) {
      expect(await noticesAbout(p.id, messages.results.resultSubject)).toBe(1);
      expect(await noticesAbout(p.id, messages.results.correctedSubject)).toBe(0);
    }
  });
});

describe('proposing times', () => {
  it('the same proposal sent twice at once: one proposal waits, the opponent is told and mailed once', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 3);
    const match = await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, {
      acceptedAt: start,
    });
    const challenger = await as(players[2].id);
    const body = { slots: [{ start: '2026-11-12T18:30', place: 'Dicle Kortları' }] };
    const answers = await Promise.all([
      challenger.post(`/api/matches/${match.id}/slots`, body),
      challenger.post(`/api/matches/${match.id}/slots`, body),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await noticesAbout(players[1].id, messages.arrange.proposalSubject)).toBe(1);
    expect(await mailsTo(players[1].email, messages.arrange.proposalSubject)).toBe(1);
  });
});

describe('a postponement asked after the play deadline', () => {
  it('is refused when the new deadline would still be past; staff are told of the overdue match once', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 3);
    const match = await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, {
      acceptedAt: start,
    });
    const admin = await signedInUser(t, { role: 'Admin' });
    // Three days past its five-day deadline, 13:00 in Istanbul: the job tells the staff.
    clock = new Date(start.getTime() + 8 * 86_400_000);
    await handleOverdueMatches(t.db, clock, t.app.deps.env.baseUrl);
    const challenger = await as(players[2].id);
    const opponent = await as(players[1].id);
    const short = await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 2 });
    expect(short.statusCode).toBe(422);
    expect(errorOf(short).message).toBe(messages.arrange.postponeStillPast);
    // Long enough: asked, then answered a day later, when those days would no longer be enough.
    const asked = await challenger.post(`/api/matches/${match.id}/requests`, { kind: 'postpone', days: 4 });
    expect(asked.statusCode, asked.body).toBe(200);
    clock = new Date(clock.getTime() + 86_400_000 + 3_600_000);
    const late = await opponent.post(
      `/api/matches/${match.id}/requests/${asked.json().arrangement.pending[0].id}/answer`,
      { accept: true },
    );
    expect(late.statusCode).toBe(422);
    expect(errorOf(late).message).toBe(messages.arrange.postponeStillPast);
    await handleOverdueMatches(t.db, clock, t.app.deps.env.baseUrl);
    const staffNotices = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.targetId, match.id)));
    expect(staffNotices[0].n).toBe(1);
  });
});

describe('league mates changing their excuses at once', () => {
  it('each ends their own without waiting on a deadlock or being told the portal is busy', async () => {
    clock = start; // 10 Nov 2026 in Istanbul
    const { players } = await createLadder(t.db, 8);
    const excuses = await Promise.all(players.map((p) => createExcuseRow(t.db, p.id, '2026-11-01', null)));
    const clients = await Promise.all(players.map((p) => as(p.id)));
    const retriedBefore = deadlockRetries.count;
    const answers = await Promise.all(
      clients.map((c, i) => c.patch(`/api/excuses/${excuses[i].id}`, { endDate: '2026-11-20' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(players.map(() => 200));
    // A deadlock ends one transaction, which then runs again: none may have had to.
    expect(deadlockRetries.count - retriedBefore).toBe(0);
  });
});

/** Sends the same request twice at once: one does it, the other is refused in Turkish (no 500). */
async function doubleTap<R extends { statusCode: number; body: string }>(send: () => Promise<R>) {
  const answers = await Promise.all([send(), send()]);
  const codes = answers.map((r) => r.statusCode).sort();
  expect(codes[0], answers.map((r) => r.body).join(' | ')).toBeLessThan(300);
  for (const r of answers)
    if (r.statusCode >= 300) {
      expect(r.statusCode, r.body).toBeLessThan(500);
      expect(errorOf(r as never).message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    }
  return answers;
}

describe('a double tap on each player write', () => {
  it('ends in one state, tells each player once, and answers the second tap in Turkish', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 6);
    const [, second, third, fourth, fifth, sixth] = await Promise.all(players.map((p) => as(p.id)));
    // Offers: sent, accepted, rejected, cancelled, each twice at once.
    const send = (c: typeof second, to: string) =>
      c.post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: to,
        source: 'dashboard',
      });
    const sent = await doubleTap(() => send(third, players[1].id));
    expect(await pendingOffers(league.id, players[1].id, players[2].id)).toBe(1);
    const offerId = sent.find((r) => r.statusCode < 300)!.json().offer.id;
    await doubleTap(() => second.post(`/api/offers/${offerId}/accept`));
    expect(await pairMatches(league.id, players[1].id, players[2].id)).toBe(1);
    expect(await noticesAbout(players[2].id, messages.offers.acceptSubject)).toBe(1);

    const toReject = (await send(fifth, players[3].id)).json().offer.id;
    await doubleTap(() => fourth.post(`/api/offers/${toReject}/reject`));
    expect(await noticesAbout(players[4].id, messages.offers.rejectSubject)).toBe(1);

    const toCancel = (await send(sixth, players[4].id)).json().offer.id;
    await doubleTap(() => sixth.post(`/api/offers/${toCancel}/cancel`));
    expect(await noticesAbout(players[4].id, messages.offers.cancelSubject)).toBe(1);

    // The match the acceptance planned: reported, then confirmed, each twice at once.
    const [match] = await t.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.leagueId, league.id), eq(matches.status, 'planlanmış')));
    await doubleTap(() => third.post(`/api/results/${match.id}/report`, win));
    expect(await noticesAbout(players[1].id, messages.results.reportSubject)).toBe(1);
    await doubleTap(() => second.post(`/api/results/${match.id}/confirm`));
    expect(await noticesAbout(players[1].id, messages.results.resultSubject)).toBe(1);

    // Leaving twice at once.
    await doubleTap(() => sixth.post(`/api/leagues/${league.id}/leave`));
    const ranks = (
      await t.db
        .select({ rank: leagueParticipants.rank })
        .from(leagueParticipants)
        .where(eq(leagueParticipants.leagueId, league.id))
        .orderBy(leagueParticipants.rank)
    ).map((r) => r.rank);
    expect(ranks).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('a double tap on each staff write', () => {
  it('ends in one state with ranks 1..n, and answers the second tap in Turkish', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 4);
    const admin = await signedInUser(t, { role: 'Admin' });
    const newcomer = await signedInUser(t, { gender: league.gender });
    const ranks = async () =>
      (
        await t.db
          .select({ rank: leagueParticipants.rank })
          .from(leagueParticipants)
          .where(eq(leagueParticipants.leagueId, league.id))
          .orderBy(leagueParticipants.rank)
      ).map((r) => r.rank);
    await doubleTap(() =>
      admin.client.post(`/api/leagues/${league.id}/participants`, { userId: newcomer.user.id }),
    );
    expect(await ranks()).toEqual([1, 2, 3, 4, 5]);
    await doubleTap(() => admin.client.delete(`/api/leagues/${league.id}/participants/${players[0].id}`));
    expect(await ranks()).toEqual([1, 2, 3, 4]);
    await doubleTap(() =>
      admin.client.post(`/api/leagues/${league.id}/moderators`, { userId: newcomer.user.id }),
    );
    expect(await noticesAbout(newcomer.user.id, messages.moderators.notificationSubject)).toBe(1);
    await doubleTap(() => admin.client.delete(`/api/leagues/${league.id}/moderators/${newcomer.user.id}`));

    // A match past its deadline, cancelled twice at once: the challenged no-show loses once.
    const match = await createPlannedMatch(t.db, league.id, players[3].id, players[1].id, {
      acceptedAt: start,
    });
    clock = new Date(start.getTime() + 6 * 86_400_000);
    await doubleTap(() =>
      admin.client.post(`/api/results/${match.id}/cancel`, { leagueId: league.id, noShow: 'p2' }),
    );
    expect(await ranks()).toEqual([1, 2, 3, 4]);
    const order = (
      await t.db
        .select({ userId: leagueParticipants.userId })
        .from(leagueParticipants)
        .where(eq(leagueParticipants.leagueId, league.id))
        .orderBy(leagueParticipants.rank)
    ).map((r) => r.userId);
    expect(order).toEqual([players[3].id, players[1].id, players[2].id, newcomer.user.id]);

    await doubleTap(() =>
      admin.client.post(`/api/leagues/${league.id}/seasons`, {
        name: '2026 Güz',
        resetRule: 'keep',
        newEndDate: '2027-06-30',
      }),
    );
  });
});

describe('days end at midnight in Istanbul, not UTC', () => {
  const offer = (c: Client, leagueId: string, opponentId: string) =>
    c.post('/api/offers', { leagueId, opponentId, source: 'dashboard', termsAccepted: true });

  it("an excuse's last day closes the player to offers until 00:00 in Istanbul (21:00 UTC)", async () => {
    const { league, players } = await createLadder(t.db, 3);
    await createExcuseRow(t.db, players[1].id, '2026-11-10', '2026-11-12');
    const challenger = await as(players[2].id);
    clock = new Date('2026-11-12T20:59:00Z'); // 23:59 on the 12th in Istanbul
    const refused = await offer(challenger, league.id, players[1].id);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toContain(messages.offers.reasons.opponentExcused);
    clock = new Date('2026-11-12T21:00:00Z'); // 00:00 on the 13th in Istanbul, still the 12th in UTC
    expect((await offer(challenger, league.id, players[1].id)).statusCode).toBe(201);
  });

  it('the re-challenge wait counts from the Istanbul day of the result, and opens at its midnight', async () => {
    const { league, players } = await createLadder(t.db, 3, { maxDaysToRePlay: 30 });
    const match = await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, {
      acceptedAt: new Date('2026-10-03T10:00:00Z'),
    });
    const loser = await as(players[2].id);
    clock = new Date('2026-10-04T21:00:00Z'); // 00:00 on 5 Oct in Istanbul
    const lost = { outcome: 'normal', sets: win.sets.map((s) => ({ p1: s.p2, p2: s.p1 })) };
    expect((await (await as(players[1].id)).post(`/api/results/${match.id}/report`, lost)).statusCode).toBe(
      200,
    );
    clock = new Date('2026-10-04T21:30:00Z'); // still 4 Oct in UTC
    expect((await loser.post(`/api/results/${match.id}/confirm`)).statusCode).toBe(200);
    clock = new Date('2026-11-03T20:59:00Z'); // 23:59 on 3 Nov in Istanbul
    const early = await offer(loser, league.id, players[1].id);
    expect(early.statusCode).toBe(422);
    expect(errorOf(early).message).toContain('4 Kas 2026');
    clock = new Date('2026-11-03T21:00:00Z'); // 00:00 on 4 Nov in Istanbul
    expect((await offer(loser, league.id, players[1].id)).statusCode).toBe(201);
  });
});

describe('an excuse entered while a challenge is sent', () => {
  it('either the offer went first and stands, or the excuse did and the offer is refused in Turkish', async () => {
    for (let round = 0; round < 3; round++) {
      clock = start;
      const { league, players } = await createLadder(t.db, 3);
      const [challenger, opponent] = [await as(players[2].id), await as(players[1].id)];
      const [sent, excused] = await Promise.all([
        challenger.post('/api/offers', {
          leagueId: league.id,
          termsAccepted: true,
          opponentId: players[1].id,
          source: 'dashboard',
        }),
        opponent.post('/api/excuses', {
          excuseType: 'Sakatlık',
          startDate: '2026-11-10',
          endDate: '2026-11-20',
        }),
      ]);
      expect(excused.statusCode, excused.body).toBe(201);
      expect([201, 422]).toContain(sent.statusCode);
      if (sent.statusCode === 422)
        expect(errorOf(sent).message).toContain(messages.offers.reasons.opponentExcused);
    }
  });
});

describe('both players reporting at once', () => {
  it('one report stands; the other player is told it was already entered, and one notice goes out', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 3);
    const match = await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, {
      acceptedAt: start,
    });
    const lost = { outcome: 'normal', sets: win.sets.map((s) => ({ p1: s.p2, p2: s.p1 })) };
    const [a, b] = await Promise.all([
      (await as(players[2].id)).post(`/api/results/${match.id}/report`, win),
      (await as(players[1].id)).post(`/api/results/${match.id}/report`, lost),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(errorOf(a.statusCode === 409 ? a : b).message).toBe(messages.results.alreadyReported);
    const told =
      (await noticesAbout(players[1].id, messages.results.reportSubject)) +
      (await noticesAbout(players[2].id, messages.results.reportSubject));
    expect(told).toBe(1);
  });
});

describe('a busy moment in one league', () => {
  it('every write at once: no deadlock reaches a player as "busy", no 500, ranks stay 1..n', async () => {
    clock = new Date('2026-11-10T10:00:00Z'); // 13:00 in Istanbul: the job's window
    const { league, players } = await createLadder(t.db, 12);
    const ids = players.map((p) => p.id);
    const c = await Promise.all(ids.map((id) => as(id)));
    const admin = await signedInUser(t, { role: 'Admin' });
    // Offers past their deadline for the job to expire, one waiting to be answered, a planned
    // match with a report, excuses to end.
    for (const [from, to] of [
      [5, 3],
      [7, 4],
    ])
      await createOfferRow(t.db, league.id, ids[from], ids[to], {
        createdAt: new Date('2026-11-07T10:00:00Z'),
      });
    const waiting = await createOfferRow(t.db, league.id, ids[9], ids[8], { createdAt: clock });
    const match = await createPlannedMatch(t.db, league.id, ids[11], ids[10], { acceptedAt: clock });
    await c[11].post(`/api/results/${match.id}/report`, win);
    const excuses = await Promise.all(
      [0, 1, 2, 6].map((i) => createExcuseRow(t.db, ids[i], '2026-11-01', null)),
    );
    const job = startReminderJob(t.app.deps, t.app.log, 15);
    const answers = await Promise.all([
      ...excuses.map((e, n) => c[[0, 1, 2, 6][n]].patch(`/api/excuses/${e.id}`, { endDate: '2026-11-20' })),
      c[8].post(`/api/offers/${waiting.id}/reject`),
      c[10].post(`/api/results/${match.id}/confirm`),
      c[4].post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: ids[2],
        source: 'dashboard',
      }),
      admin.client.delete(`/api/users/${ids[3]}`),
      c[5].post(`/api/leagues/${league.id}/leave`),
      job.runOnce().then(() => ({ statusCode: 200, body: '' })),
    ]);
    await job.stop();
    for (const r of answers) {
      expect(r.statusCode, r.body).toBeLessThan(500);
      expect(r.body).not.toContain('"busy"');
    }
    const ranks = (
      await t.db
        .select({ rank: leagueParticipants.rank })
        .from(leagueParticipants)
        .where(eq(leagueParticipants.leagueId, league.id))
        .orderBy(leagueParticipants.rank)
    ).map((r) => r.rank);
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
  });
});

describe('an account deleted while staff approve its application', () => {
  it('one waits for the other instead of deadlocking', async () => {
    for (let round = 0; round < 3; round++) {
      clock = start;
      const { league: playing, players } = await createLadder(t.db, 3);
      const { league: applied } = await createLadder(t.db, 2);
      const applicant = players[1];
      const application = await createApplication(t.db, applicant.id, applied.id);
      const admin = await signedInUser(t, { role: 'Admin' });
      const retriedBefore = deadlockRetries.count;
      const [approved, deleted] = await Promise.all([
        admin.client.post(`/api/applications/${application.id}/approve`),
        admin.client.delete(`/api/users/${applicant.id}`),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(approved.statusCode, approved.body).toBeLessThan(500);
      // A deadlock ends one of the two transactions, which then runs again: neither may have had to.
      expect(deadlockRetries.count - retriedBefore).toBe(0);
      for (const league of [playing, applied]) {
        const left = await t.db
          .select({ userId: leagueParticipants.userId })
          .from(leagueParticipants)
          .where(
            and(eq(leagueParticipants.leagueId, league.id), eq(leagueParticipants.userId, applicant.id)),
          );
        expect(left).toEqual([]);
      }
    }
  });
});

describe('an account deleted while the reminder job expires its offer', () => {
  it('the deletion waits for the expiry instead of deadlocking with it', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 3);
    const offer = await createOfferRow(t.db, league.id, players[2].id, players[1].id, {
      createdAt: new Date(start.getTime() - 3 * 86_400_000),
    });
    const admin = await signedInUser(t, { role: 'Admin' });
    const retriedBefore = deadlockRetries.count;
    let deleted: Promise<{ statusCode: number; body: string }> | null = null;
    // What the job's expiry does in its transaction: the offer claimed, then its players told.
    await t.db.transaction(async (tx) => {
      await tx
        .update(matchOffers)
        .set({ status: 'expired', updateTime: clock })
        .where(eq(matchOffers.id, offer.id));
      deleted = admin.client.delete(`/api/users/${players[1].id}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await notify(tx, [
        { userId: players[1].id, subject: 'Teklif süresi doldu', message: 'Süre doldu.', type: 'matchOffer' },
      ]);
    });
    const answer = await deleted!;
    expect(answer.statusCode, answer.body).toBe(200);
    // No deadlock ended either transaction, to be run again.
    expect(deadlockRetries.count - retriedBefore).toBe(0);
    const [row] = await t.db
      .select({ status: matchOffers.status })
      .from(matchOffers)
      .where(eq(matchOffers.id, offer.id));
    expect(row.status).toBe('expired');
  });
});

describe('the calendar feed near midnight in Istanbul', () => {
  it('the all-day last day is an Istanbul play day: a deadline at 00:30 there belongs to the evening before', async () => {
    clock = start;
    const { league, players } = await createLadder(t.db, 3);
    // Accepted at 00:30 on 11 Nov in Istanbul (21:30 UTC on the 10th): due at 00:30 on the 16th,
    // so the last day there is time to play on is the 15th.
    await createPlannedMatch(t.db, league.id, players[2].id, players[1].id, {
      acceptedAt: new Date('2026-11-10T21:30:00Z'),
    });
    // Accepted at 07:00 on 11 Nov in Istanbul: due at 07:00 on the 16th, a day with time left.
    await createPlannedMatch(t.db, league.id, players[1].id, players[0].id, {
      acceptedAt: new Date('2026-11-11T04:00:00Z'),
    });
    const client = await as(players[1].id);
    const link = (await client.get('/api/calendar/link')).json().url as string;
    const feed = await clientFor(t).get(new URL(link).pathname);
    expect(feed.statusCode).toBe(200);
    const lastDays = [...feed.body.matchAll(/DTSTART;VALUE=DATE:(\d{8})/g)].map((m) => m[1]).sort();
    expect(lastDays).toEqual(['20261115', '20261116']);
  });
});

describe("a player's gender changed while staff approve their application", () => {
  it('never leaves a player on a ladder of the other gender', async () => {
    for (let round = 0; round < 6; round++) {
      clock = start;
      const { league } = await createLadder(t.db, 2, { gender: 'male' });
      const player = await signedInUser(t, { gender: 'male' });
      const application = await createApplication(t.db, player.user.id, league.id);
      const admin = await signedInUser(t, { role: 'Admin' });
      // Even rounds: the application approved; odd rounds: staff add the player themselves.
      const [approved, changed] = await Promise.all([
        round % 2 === 0
          ? admin.client.post(`/api/applications/${application.id}/approve`)
          : admin.client.post(`/api/leagues/${league.id}/participants`, { userId: player.user.id }),
        player.client.put('/api/profile', {
          firstName: 'Deniz',
          lastName: 'Kaya',
          phone: '0555 123 45 67',
          birthdate: '1991-04-23',
          gender: 'female',
          city: 21,
        }),
      ]);
      expect(approved.statusCode, approved.body).toBeLessThan(500);
      expect(changed.statusCode, changed.body).toBeLessThan(500);
      const both = [approved, changed];
      expect(
        both.filter((r) => r.statusCode < 300),
        `${approved.body} ${changed.body}`,
      ).toHaveLength(1);
      const loser = both.find((r) => r.statusCode >= 300)!;
      expect(errorOf(loser).message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    }
  });
});

describe('a moderator appointed while their account is deleted', () => {
  it('never leaves an erased account holding a moderator seat', async () => {
    for (let round = 0; round < 4; round++) {
      const league = (await createLadder(t.db, 2)).league;
      const admin = await signedInUser(t, { role: 'Admin' });
      const chosen = await signedInUser(t);
      const [appointed, deleted] = await Promise.all([
        admin.client.post(`/api/leagues/${league.id}/moderators`, { userId: chosen.user.id }),
        admin.client.delete(`/api/users/${chosen.user.id}`),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(appointed.statusCode, appointed.body).toBeLessThan(500);
      const seats = await t.db
        .select({ userId: leagueModerators.userId })
        .from(leagueModerators)
        .where(eq(leagueModerators.userId, chosen.user.id));
      expect(seats).toEqual([]);
    }
  });
});

describe('a player applying while staff add them to the same league', () => {
  it('never leaves a pending application to a league the player is already on', async () => {
    for (let round = 0; round < 6; round++) {
      const { league } = await createLadder(t.db, 2);
      const admin = await signedInUser(t, { role: 'Admin' });
      const player = await signedInUser(t, { gender: league.gender });
      const [applied, added] = await Promise.all([
        player.client.post(`/api/leagues/${league.id}/applications`),
        admin.client.post(`/api/leagues/${league.id}/participants`, { userId: player.user.id }),
      ]);
      expect(added.statusCode, added.body).toBe(201);
      expect(applied.statusCode, applied.body).toBeLessThan(500);
      const pending = await t.db
        .select({ id: leagueApplications.id })
        .from(leagueApplications)
        .where(and(eq(leagueApplications.userId, player.user.id), eq(leagueApplications.status, 'pending')));
      expect(pending).toEqual([]);
    }
  });
});
