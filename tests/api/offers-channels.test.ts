import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  notifications,
  pushOutbox,
  pushSubscriptions,
} from '../../src/server/db/schema/index.js';
import { clientFor } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

// Offer writes hold the ranks instead of the ladder and write their answer in one statement; their
// notifications, pushes and mails still go through notify() and the outbox, as each player chose.
const now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  // Pushes are only queued here: nothing delivers them to the made-up endpoints below.
  t.app.deps.pusher.kick = () => {};
});
afterAll(() => t.close());

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));

async function addDevice(userId: string) {
  const [row] = await t.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: `https://push.example/${crypto.randomUUID()}`, p256dh: 'k', auth: 'a' })
    .returning({ id: pushSubscriptions.id });
  return row.id;
}
const pushesTo = async (deviceIds: string[]) =>
  (await t.db.select().from(pushOutbox).where(inArray(pushOutbox.subscriptionId, deviceIds))).map(
    (r) => r.payload as { title: string; body: string; url: string },
  );
const mailsTo = async (address: string) =>
  (await t.db.select().from(mailOutbox)).filter((r) => r.to.includes(address));

describe('offer writes and each player’s channels', () => {
  it('sending, accepting and rejecting: in-app always; mail and push only as each player chose, one push per device', async () => {
    const { league, players } = await createLadder(t.db, 4);
    const [first, second, third, fourth] = players;
    // The top player takes challenges by push on two devices but not by mail; the second neither.
    await (await as(first.id)).put('/api/notification-settings', {
      categories: [{ category: 'challenges', email: false, push: true }],
    });
    await (await as(second.id)).put('/api/notification-settings', {
      categories: [{ category: 'challenges', email: false, push: false }],
    });
    const firstDevices = [await addDevice(first.id), await addDevice(first.id)];
    const secondDevices = [await addDevice(second.id)];
    const thirdDevices = [await addDevice(third.id)];

    const sent = await (await as(third.id)).post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: first.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().mailProblem).toBe(false);
    const accepted = await (await as(first.id)).post(`/api/offers/${sent.json().offer.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().offer).toMatchObject({
      status: 'accepted',
      offerer: { rank: 3 },
      opponent: { rank: 1 },
    });

    const toSecond = await (await as(fourth.id)).post('/api/offers', {
      leagueId: league.id,
      termsAccepted: true,
      opponentId: second.id,
    });
    expect(toSecond.statusCode, toSecond.body).toBe(201);
    const rejected = await (await as(second.id)).post(`/api/offers/${toSecond.json().offer.id}/reject`);
    expect(rejected.statusCode, rejected.body).toBe(200);

    // In-app: every notification, for everyone.
    for (const p of players) {
      const rows = await t.db.select().from(notifications).where(eq(notifications.userId, p.id));
      expect(rows.filter((n) => n.type === 'matchOffer').length).toBe(2);
    }
    // Push: the offer on each of the top player's two devices (their own acceptance is no news to
    // them: it is not pushed); the third player (defaults: push on) has the offer and the acceptance
    // on theirs, and the rank the rejection pushed them down to (the fourth jumped over them); the
    // second, who turned push off, none.
    for (const device of firstDevices) expect(await pushesTo([device])).toHaveLength(1);
    expect((await pushesTo(thirdDevices)).map((p) => p.title).sort()).toEqual([
      'Maç Teklifi',
      'Maç Teklifi Kabul Edildi',
      'Sıralamanız Değişti',
    ]);
    expect(await pushesTo(secondDevices)).toHaveLength(0);
    expect((await pushesTo(thirdDevices)).every((p) => p.url && p.title && p.body)).toBe(true);
    // Mail: none to the two who turned challenge mail off; the others get theirs, with the
    // category (and so its unsubscribe link) recorded.
    expect(await mailsTo(first.email)).toHaveLength(0);
    expect(await mailsTo(second.email)).toHaveLength(0);
    expect((await mailsTo(third.email)).map((r) => r.subject).sort()).toEqual([
      'Maç Teklifi Kabul Edildi',
      'Sıralamanız Değişti',
    ]);
    const [toFourth] = await mailsTo(fourth.email);
    expect(toFourth).toMatchObject({ category: 'challenges', recipientId: fourth.id });
  });
});
