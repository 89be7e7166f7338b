import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  notifications,
  pushOutbox,
  pushSubscriptions,
} from '../../src/server/db/schema/index.js';
import { messages } from '../../src/shared/messages.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { addModerator, createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

// A winning challenger who jumps over several players pushes each of them down one place: each is
// told their new rank, in the result's transaction, by the channels they chose for results.
const now = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  // Pushes are only queued here: nothing delivers them to the made-up endpoints below.
  t.app.deps.pusher.kick = () => {};
});
afterAll(() => t.close());

const SUBJECT = 'Sıralamanız Değişti';
const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const win = {
  outcome: 'normal',
  sets: [
    { p1: 6, p2: 3 },
    { p1: 6, p2: 4 },
  ],
};
const loss = {
  outcome: 'normal',
  sets: [
    { p1: 3, p2: 6 },
    { p1: 4, p2: 6 },
  ],
};

/** The notices telling these players they were passed. */
async function toldIn(userIds: string[]) {
  return t.db
    .select({ userId: notifications.userId, message: notifications.message, target: notifications.targetId })
    .from(notifications)
    .where(and(eq(notifications.subject, SUBJECT), inArray(notifications.userId, userIds)));
}
const mailsTo = async (address: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, SUBJECT))).filter((r) =>
    r.to.includes(address),
  );
async function addDevice(userId: string) {
  const [row] = await t.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: `https://push.example/${crypto.randomUUID()}`, p256dh: 'k', auth: 'a' })
    .returning({ id: pushSubscriptions.id });
  return row.id;
}
const pushesTo = async (deviceId: string) =>
  (await t.db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, deviceId)))
    .map((r) => r.payload as { title: string; body: string })
    .filter((p) => p.title === SUBJECT);

describe('the players a winning challenger jumps over', () => {
  it('a confirmed result: each player between is told their new rank, by their chosen channels; nobody else is', async () => {
    const { league, players } = await createLadder(t.db, 6);
    const ids = players.map((p) => p.id);
    const [, opponent, third, fourth, fifth, challenger] = players;
    // The third takes results by push but not by mail; the fourth by both (the defaults).
    await (await as(third.id)).put('/api/notification-settings', {
      categories: [{ category: 'results', email: false, push: true }],
    });
    const thirdDevice = await addDevice(third.id);
    const fourthDevice = await addDevice(fourth.id);
    const match = await createPlannedMatch(t.db, league.id, challenger.id, opponent.id, { acceptedAt: now });
    expect((await (await as(challenger.id)).post(`/api/results/${match.id}/report`, win)).statusCode).toBe(
      200,
    );
    expect(await toldIn(ids)).toEqual([]);
    expect((await (await as(opponent.id)).post(`/api/results/${match.id}/confirm`)).statusCode).toBe(200);

    const told = await toldIn(ids);
    expect(told.map((n) => [n.userId, n.message]).sort()).toEqual(
      [
        [third.id, `${league.name}: ${challenger.name} maç kazanarak üstünüze çıktı; yeni sıranız 4.`],
        [fourth.id, `${league.name}: ${challenger.name} maç kazanarak üstünüze çıktı; yeni sıranız 5.`],
        [fifth.id, `${league.name}: ${challenger.name} maç kazanarak üstünüze çıktı; yeni sıranız 6.`],
      ].sort(),
    );
    // It opens the winner's page.
    expect(told.every((n) => n.target === challenger.id)).toBe(true);
    // The two players are told by the result's own notice (the loser with their new rank), not this one.
    const result = await t.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.subject, 'Maç Sonucu Kesinleşti'), inArray(notifications.userId, ids)));
    expect(result.map((n) => n.userId).sort()).toEqual([opponent.id, challenger.id].sort());
    expect(result.find((n) => n.userId === opponent.id)!.message).toContain('siz 3. sıraya indiniz.');

    await t.app.deps.mailer.flush();
    expect(await mailsTo(third.email)).toEqual([]);
    expect(await mailsTo(fourth.email)).toHaveLength(1);
    expect(await mailsTo(fifth.email)).toHaveLength(1);
    for (const p of [players[0], opponent, challenger]) expect(await mailsTo(p.email)).toEqual([]);
    expect(await pushesTo(thirdDevice)).toEqual([
      expect.objectContaining({ body: expect.stringContaining('yeni sıranız 4.') }),
    ]);
    expect(await pushesTo(fourthDevice)).toHaveLength(1);
  });

  it('a staff decision for the challenger tells the players between; one for the opponent tells nobody', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const ids = players.map((p) => p.id);
    const [opponent, second, third, challenger] = players;
    const moderator = await signedInUser(t, { role: 'Moderator' });
    await addModerator(t.db, league.id, moderator.user.id);
    const decide = async (body: typeof win) => {
      const match = await createPlannedMatch(t.db, league.id, challenger.id, opponent.id, {
        acceptedAt: now,
      });
      const res = await moderator.client.post(`/api/results/${match.id}/decide`, {
        leagueId: league.id,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await decide(loss);
    expect(await toldIn(ids)).toEqual([]);
    await decide(win);
    const told = await toldIn(ids);
    expect(told.map((n) => [n.userId, n.message]).sort()).toEqual(
      [
        [second.id, `${league.name}: ${challenger.name} maç kazanarak üstünüze çıktı; yeni sıranız 3.`],
        [third.id, `${league.name}: ${challenger.name} maç kazanarak üstünüze çıktı; yeni sıranız 4.`],
      ].sort(),
    );
  });

  it('a rejected offer tells the players the offerer jumps over, in words that say why', async () => {
    const { league, players } = await createLadder(t.db, 5);
    const ids = players.map((p) => p.id);
    const [first, opponent, third, fourth, offerer] = players;
    const offer = await createOfferRow(t.db, league.id, offerer.id, opponent.id, { createdAt: now });
    const res = await (await as(opponent.id)).post(`/api/offers/${offer.id}/reject`);
    expect(res.statusCode, res.body).toBe(200);
    const told = await toldIn(ids);
    const says = (rank: number) =>
      `${league.name}: ${offerer.name}, maç teklifi reddedildiği için hükmen galip sayılarak üstünüze çıktı; yeni sıranız ${rank}.`;
    expect(told.map((n) => [n.userId, n.message]).sort()).toEqual(
      [
        [third.id, says(4)],
        [fourth.id, says(5)],
      ].sort(),
    );
    expect(told.every((n) => n.target === offerer.id)).toBe(true);
    await t.app.deps.mailer.flush();
    expect(await mailsTo(third.email)).toEqual([
      expect.objectContaining({ text: expect.stringContaining(says(4)) }),
    ]);
    for (const p of [first, opponent, offerer]) expect(await mailsTo(p.email)).toEqual([]);
    // As it goes out, the mail leads to the ladder, not to Maçlarım's list of the player's own matches.
    const sent = (await t.mailedTo(third.email)).filter((mail) => mail.subject === SUBJECT);
    const { baseUrl } = t.app.deps.env;
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain(messages.results.passedLadderAt(`${baseUrl}/dashboard`));
    expect(sent[0].text).not.toContain(`${baseUrl}/maclarim`);
  });

  it('a correction that gives the challenger the win, or takes it back, tells the players between and both players where they now stand', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const ids = players.map((p) => p.id);
    const [opponent, second, third, challenger] = players;
    const moderator = await signedInUser(t, { role: 'Moderator' });
    await addModerator(t.db, league.id, moderator.user.id);
    const match = await createPlannedMatch(t.db, league.id, challenger.id, opponent.id, { acceptedAt: now });
    const decide = async (body: typeof win) => {
      const res = await moderator.client.post(`/api/results/${match.id}/decide`, {
        leagueId: league.id,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await decide(loss);
    expect(await toldIn(ids)).toEqual([]);
    // The correction: the challenger won after all.
    await decide(win);
    const says = (rank: number) =>
      `${league.name}: ${challenger.name}, lig yönetiminin düzelttiği maç sonucuyla üstünüze çıktı; yeni sıranız ${rank}.`;
    expect((await toldIn(ids)).map((n) => [n.userId, n.message]).sort()).toEqual(
      [
        [second.id, says(3)],
        [third.id, says(4)],
      ].sort(),
    );
    // Each player reads their new rank in the correction's notice.
    const corrected = async (userId: string) =>
      (
        await t.db
          .select({ message: notifications.message })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.subject, messages.results.correctedSubject),
            ),
          )
      ).map((n) => n.message);
    expect((await corrected(challenger.id))[0]).toContain('Sıralamada 4. sıradan 1. sıraya yükseldiniz.');
    expect((await corrected(opponent.id))[0]).toContain('Sıralamada 1. sıradan 2. sıraya indiniz.');
    // Taken back again: the players between move back up, and are told so.
    await decide(loss);
    const back = (rank: number) =>
      `${league.name}: lig yönetimi ${challenger.name} oyuncusunun maç sonucunu düzelttiği için ${challenger.name} eski sırasına döndü; yeni sıranız ${rank}.`;
    expect(
      (await toldIn(ids))
        .map((n) => [n.userId, n.message])
        .filter(([, message]) => message.includes('eski sırasına'))
        .sort(),
    ).toEqual(
      [
        [second.id, back(2)],
        [third.id, back(3)],
      ].sort(),
    );
    expect(await corrected(challenger.id)).toHaveLength(2);
    expect(
      (await corrected(challenger.id)).some((text) => text.includes('1. sıradan 4. sıraya indiniz.')),
    ).toBe(true);
    expect(
      (await corrected(opponent.id)).some((text) => text.includes('2. sıradan 1. sıraya yükseldiniz.')),
    ).toBe(true);
  });

  it('a cancellation naming the opponent as the no-show tells the players the challenger jumps over', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const ids = players.map((p) => p.id);
    const [opponent, second, third, challenger] = players;
    const moderator = await signedInUser(t, { role: 'Moderator' });
    await addModerator(t.db, league.id, moderator.user.id);
    const overdue = new Date(now.getTime() - 10 * 24 * 3600_000);
    const match = await createPlannedMatch(t.db, league.id, challenger.id, opponent.id, {
      acceptedAt: overdue,
    });
    const res = await moderator.client.post(`/api/results/${match.id}/cancel`, {
      leagueId: league.id,
      noShow: 'p2',
    });
    expect(res.statusCode, res.body).toBe(200);
    const says = (rank: number) =>
      `${league.name}: ${challenger.name}, rakibi maça gelmediği için hükmen galip sayılarak üstünüze çıktı; yeni sıranız ${rank}.`;
    expect((await toldIn(ids)).map((n) => [n.userId, n.message]).sort()).toEqual(
      [
        [second.id, says(3)],
        [third.id, says(4)],
      ].sort(),
    );
  });

  it('a challenger who beats the player just above passes nobody else', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const [first, opponent, challenger] = players;
    const match = await createPlannedMatch(t.db, league.id, challenger.id, opponent.id, { acceptedAt: now });
    await (await as(challenger.id)).post(`/api/results/${match.id}/report`, win);
    expect((await (await as(opponent.id)).post(`/api/results/${match.id}/confirm`)).statusCode).toBe(200);
    expect(await toldIn([first.id, opponent.id, challenger.id])).toEqual([]);
  });
});
