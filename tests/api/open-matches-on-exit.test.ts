// A player coming off a ladder (leaving, taken off by staff, their account deleted) takes their
// matches still to be played with them: each is cancelled with nobody to blame and the opponent
// told; a match whose score is in stays for its confirmation.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, matchOffers, matchRequests, notifications } from '../../src/server/db/schema/index.js';
import { messages } from '../../src/shared/messages.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { createNotification } from '../support/messaging-factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));
const matchRow = async (id: string) => (await t.db.select().from(matches).where(eq(matches.id, id)))[0];
const noticesOf = async (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'matchResult')));

/**
 * A ladder of four: the leaver (rank 2) with an open match against 1, a scored one against 3 and one
 * played at its agreed time against 4.
 */
async function setup() {
  const { league, players } = await createLadder(t.db, 4);
  const [top, leaver, third, bystander] = players;
  const open = await createPlannedMatch(t.db, league.id, leaver.id, top.id);
  await t.db.insert(matchRequests).values({
    matchId: open.id,
    requestedBy: top.id,
    kind: 'slots',
    slots: [{ at: new Date(Date.now() + 86_400_000).toISOString(), place: 'Kort 1' }],
  });
  // Played at its agreed time yesterday, no score yet: it stays for the opponent's score.
  const played = await createPlannedMatch(t.db, league.id, bystander.id, leaver.id);
  await t.db
    .update(matches)
    .set({ slotAt: new Date(Date.now() - 86_400_000) })
    .where(eq(matches.id, played.id));
  const scored = await createPlannedMatch(t.db, league.id, third.id, leaver.id);
  await t.db
    .update(matches)
    .set({ resultState: 'reported', reportedBy: third.id, reportedAt: new Date(), score: '6-3 6-4' })
    .where(eq(matches.id, scored.id));
  // An offer to the leaver, and notices asking to arrange the open match and to decide it as staff.
  const offer = await createOfferRow(t.db, league.id, bystander.id, leaver.id);
  const arrange = await createNotification(t.db, top.id, {
    type: 'matchArrange',
    targetKind: 'match',
    targetId: open.id,
  });
  const staff = await createUser(t.db, { role: 'Admin' });
  const overdue = await createNotification(t.db, staff.id, {
    type: 'matchOverdue',
    targetKind: 'match',
    targetId: open.id,
  });
  return { league, top, leaver, third, bystander, open, played, scored, offer, arrange, overdue };
}

async function expectClosed(s: Awaited<ReturnType<typeof setup>>, text: string) {
  const open = await matchRow(s.open.id);
  expect(open).toMatchObject({ status: 'iptal', outcome: 'normal', winnerId: null });
  expect(open.calendarSequence).toBe(s.open.calendarSequence + 1);
  const requests = await t.db.select().from(matchRequests).where(eq(matchRequests.matchId, s.open.id));
  expect(requests.map((r) => r.status)).toEqual(['replaced']);
  expect((await noticesOf(s.top.id)).map((n) => n.message)).toEqual([text]);
  expect(await t.mailedTo(s.top.email)).toEqual([
    expect.objectContaining({
      subject: messages.league.openMatchClosedSubject,
      text: expect.stringContaining(text),
    }),
  ]);
  // The score already in stays for the opponent's confirmation, the match played at its time for its
  // score; nobody else hears of anything.
  expect(await matchRow(s.scored.id)).toMatchObject({ status: 'planlanmış', resultState: 'reported' });
  expect(await matchRow(s.played.id)).toMatchObject({ status: 'planlanmış', resultState: 'none' });
  // Nothing is left to do about the closed match: its notices are read; the offer is cancelled.
  const status = async (id: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0].status;
  expect([await status(s.arrange.id), await status(s.overdue.id)]).toEqual(['read', 'read']);
  const [offer] = await t.db.select().from(matchOffers).where(eq(matchOffers.id, s.offer.id));
  expect(offer.status).toBe('cancelled');
  expect(await noticesOf(s.third.id)).toEqual([]);
  expect(await noticesOf(s.bystander.id)).toEqual([]);
}

describe('matches still to be played when a player comes off the ladder', () => {
  it('close when the player leaves the league', async () => {
    const s = await setup();
    expect((await (await as(s.leaver.id)).post(`/api/leagues/${s.league.id}/leave`)).statusCode).toBe(200);
    await expectClosed(s, messages.league.openMatchClosedText(s.leaver.name, s.league.name, 'left'));
  });

  it('close when staff take the player off', async () => {
    const s = await setup();
    const admin = await signedInUser(t, { role: 'Admin' });
    const res = await admin.client.delete(`/api/leagues/${s.league.id}/participants/${s.leaver.id}`);
    expect(res.statusCode).toBe(200);
    await expectClosed(s, messages.league.openMatchClosedText(s.leaver.name, s.league.name, 'removed'));
  });

  it('close when the player deletes their account, or an admin deletes it', async () => {
    const s = await setup();
    const res = await (await as(s.leaver.id)).post('/api/account/delete', { password: 'parola123' });
    expect(res.statusCode).toBe(200);
    // The opponent is told without the deleted player's name.
    await expectClosed(s, messages.league.openMatchClosedByDeletionText(s.league.name, 'self'));

    const s2 = await setup();
    const admin = await signedInUser(t, { role: 'Admin' });
    expect((await admin.client.delete(`/api/users/${s2.leaver.id}`)).statusCode).toBe(200);
    await expectClosed(s2, messages.league.openMatchClosedByDeletionText(s2.league.name, 'admin'));
  });
});
