import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  leagueModerators,
  matches,
  matchOffers,
  notifications,
} from '../../src/server/db/schema/index.js';
import { startReminderJob } from '../../src/server/jobs/reminder-job.js';
import { runReminderCheck } from '../../src/server/modules/reminders/run-reminder-check.js';
import { leaguePhrase } from '../../src/shared/labels.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createLadder, sessionCookie } from '../support/factories.js';
import { createOffer } from '../support/messaging-factories.js';
import { createPlannedMatch } from '../support/results-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

/** An instant given as Istanbul wall-clock time. Kept in the past, so test sessions never idle out. */
const ist = (iso: string) => new Date(`${iso}+03:00`);
const HOUR = 3_600_000;
let clock = ist('2025-03-10T12:00:00');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const statusOf = async (id: string) =>
  (await t.db.select().from(matchOffers).where(eq(matchOffers.id, id)))[0];
const ago = (hours: number) => new Date(clock.getTime() - hours * HOUR);

/** A fresh league (maxDaysToRespond days) with four players and a clean slate of pending offers. */
async function scene(maxDaysToRespond = 2) {
  await t.db.update(matchOffers).set({ status: 'cancelled' }).where(eq(matchOffers.status, 'pending'));
  const { league, players } = await createLadder(t.db, 4, { maxDaysToRespond });
  const [p1, p2, p3, p4] = players;
  return { league, p1, p2, p3, p4 };
}

describe('GET /api/reminders', () => {
  it('tells admins how often this server runs the check by itself (REMINDER_INTERVAL_MINUTES)', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    const res = await client.get('/api/reminders');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ intervalMinutes: t.app.deps.env.REMINDER_INTERVAL_MINUTES });
    expect(res.json().intervalMinutes).toBe(15);
  });
});

describe('POST /api/reminders/run', () => {
  it('expires overdue offers, reminds at half time, and a second run sends nothing new', async () => {
    clock = ist('2025-03-10T12:00:00');
    const { league, p1, p2, p3, p4 } = await scene(2);
    const overdue = await createOffer(t.db, { league, offerer: p2, opponent: p1, createdAt: ago(48) });
    const half = await createOffer(t.db, { league, offerer: p3, opponent: p2, createdAt: ago(24) });
    const early = await createOffer(t.db, { league, offerer: p4, opponent: p3, createdAt: ago(23.9) });
    const reminded = await createOffer(t.db, {
      league,
      offerer: p4,
      opponent: p2,
      createdAt: ago(30),
      halfTimeReminderSent: true,
    });
    const accepted = await createOffer(t.db, {
      league,
      offerer: p3,
      opponent: p1,
      createdAt: ago(100),
      status: 'accepted',
    });
    const logsBefore = (await t.db.select().from(adminLogs)).length;
    t.mail.sent = [];

    const { client } = await signedInUser(t, { role: 'Admin' });
    const res = await client.post('/api/reminders/run');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pending: 4, expired: 1, reminders: 1, inWindow: true, busy: false });

    expect(await statusOf(overdue.id)).toMatchObject({ status: 'expired', updateTime: clock });
    expect(await statusOf(half.id)).toMatchObject({ status: 'pending', halfTimeReminderSent: true });
    expect(await statusOf(early.id)).toMatchObject({ status: 'pending', halfTimeReminderSent: false });
    expect(await statusOf(reminded.id)).toMatchObject({ status: 'pending' });
    expect(await statusOf(accepted.id)).toMatchObject({ status: 'accepted' });

    await t.app.deps.mailer.flush();
    expect(t.mail.to(p2.email).map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Maç Teklifinin Süresi Doldu', 'Maç Teklifi Hatırlatması']),
    );
    expect(t.mail.to(p1.email).map((m) => m.subject)).toEqual(['Maç Teklifinin Süresi Doldu']);
    expect(t.mail.to(p3.email)).toHaveLength(0); // the offerer of the half-time offer is not reminded
    expect(t.mail.sent).toHaveLength(3);
    const reminder = t.mail.to(p2.email).find((m) => m.subject === 'Maç Teklifi Hatırlatması')!;
    expect(reminder.text).toContain('http://localhost:3000/match_rew');
    expect(reminder.text).toContain(p3.name);
    // A player may be on several ladders: the reminder and the expiry name the league first.
    expect(reminder.text.startsWith(`${leaguePhrase(league.name, 'liginde')} ${p3.name}`)).toBe(true);
    for (const p of [p1, p2])
      expect(
        t.mail
          .to(p.email)
          .find((m) => m.subject === 'Maç Teklifinin Süresi Doldu')!
          .text.startsWith(`${leaguePhrase(league.name, 'liginde')} `),
      ).toBe(true);

    const notes = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.offerId, [overdue.id, half.id]));
    expect(notes.map((n) => [n.userId, n.subject, n.type]).sort()).toEqual(
      [
        [p1.id, 'Maç Teklifinin Süresi Doldu', 'matchOffer'],
        [p2.id, 'Maç Teklifinin Süresi Doldu', 'matchOffer'],
        [p2.id, 'Maç Teklifi Hatırlatması', 'matchOffer'],
      ].sort(),
    );
    const logs = (await t.db.select().from(adminLogs)).slice(logsBefore);
    expect(logs.map((l) => l.eventType).sort()).toEqual([
      'EmailNotification_matchOffers_Expired',
      'EmailNotification_matchOffers_Reminder',
    ]);
    expect(logs.find((l) => l.eventType.endsWith('Expired'))!.eventDetails).toMatchObject({
      offerId: overdue.id,
    });

    const again = await client.post('/api/reminders/run');
    expect(again.json()).toEqual({ pending: 3, expired: 0, reminders: 0, inWindow: true, busy: false });
    await t.app.deps.mailer.flush();
    expect(t.mail.sent).toHaveLength(3);
  });

  it('a 1-day window reminds at 12 hours (half of the window in hours)', async () => {
    clock = ist('2025-03-10T15:00:00');
    const { league, p1, p2, p3 } = await scene(1);
    const at12 = await createOffer(t.db, { league, offerer: p2, opponent: p1, createdAt: ago(12) });
    const at11 = await createOffer(t.db, { league, offerer: p3, opponent: p2, createdAt: ago(11.99) });
    const result = await runReminderCheck(t.db, clock, 'http://x');
    expect(result).toMatchObject({ pending: 2, expired: 0, reminders: 1 });
    expect((await statusOf(at12.id)).halfTimeReminderSent).toBe(true);
    expect((await statusOf(at11.id)).halfTimeReminderSent).toBe(false);
  });

  it('expires exactly at the deadline, not a moment before', async () => {
    clock = ist('2025-03-10T15:00:00');
    const { league, p1, p2, p3 } = await scene(2);
    const due = await createOffer(t.db, {
      league,
      offerer: p2,
      opponent: p1,
      createdAt: ago(48),
      halfTimeReminderSent: true,
    });
    const notYet = await createOffer(t.db, {
      league,
      offerer: p3,
      opponent: p2,
      createdAt: new Date(clock.getTime() - 48 * HOUR + 1000),
      halfTimeReminderSent: true,
    });
    expect(await runReminderCheck(t.db, clock, 'http://x')).toMatchObject({ expired: 1, reminders: 0 });
    expect((await statusOf(due.id)).status).toBe('expired');
    expect((await statusOf(notYet.id)).status).toBe('pending');
  });

  it.each([
    ['2025-03-10T07:59:00', false],
    ['2025-03-10T08:00:00', true],
    ['2025-03-10T22:59:00', true],
    ['2025-03-10T23:00:00', false],
  ])('at %s Istanbul it works: %s', async (at, works) => {
    clock = ist(at);
    const { league, p1, p2 } = await scene(2);
    const offer = await createOffer(t.db, { league, offerer: p2, opponent: p1, createdAt: ago(72) });
    const { client } = await signedInUser(t, { role: 'Super Admin' });
    const res = (await client.post('/api/reminders/run')).json();
    expect(res.inWindow).toBe(works);
    expect(res.expired).toBe(works ? 1 : 0);
    if (!works) expect(res).toEqual({ pending: 0, expired: 0, reminders: 0, inWindow: false, busy: false });
    expect((await statusOf(offer.id)).status).toBe(works ? 'expired' : 'pending');
  });

  it('overlapping runs expire and remind each offer once', async () => {
    clock = ist('2025-03-10T12:00:00');
    const { league, p1, p2, p3, p4 } = await scene(2);
    await createOffer(t.db, { league, offerer: p2, opponent: p1, createdAt: ago(50) });
    await createOffer(t.db, { league, offerer: p3, opponent: p1, createdAt: ago(30) });
    await createOffer(t.db, { league, offerer: p4, opponent: p3, createdAt: ago(60) });
    // Mail the setting-up queued (delivered a moment later) is out before counting starts.
    await t.app.deps.mailer.flush();
    t.mail.sent = [];
    const runs = await Promise.all([1, 2, 3].map(() => runReminderCheck(t.db, clock, 'http://x')));
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(2);
    expect(runs.reduce((n, r) => n + r.reminders, 0)).toBe(1);
    await t.app.deps.mailer.flush();
    expect(t.mail.sent).toHaveLength(5); // two expiries × two players + one reminder
    expect(new Set(t.mail.sent.map((m) => m.id)).size).toBe(5);
  });

  it('the scheduled job runs the same check and can be stopped', async () => {
    clock = ist('2025-03-10T12:00:00');
    const { league, p1, p2 } = await scene(2);
    const offer = await createOffer(t.db, { league, offerer: p2, opponent: p1, createdAt: ago(49) });
    const job = startReminderJob(t.app.deps, t.app.log, 15);
    await job.runOnce();
    await job.stop();
    expect((await statusOf(offer.id)).status).toBe('expired');
  });

  it('runs the whole round of the scheduled job: a result left unanswered for 48 hours becomes final', async () => {
    clock = ist('2025-03-10T12:00:00');
    const { league, p1, p2 } = await scene(2);
    const match = await createPlannedMatch(t.db, league.id, p2.id, p1.id, { acceptedAt: ago(2) });
    const challenger = clientFor(t, await sessionCookie(t.db, p2.id, TEST_SECRET));
    const reported = await challenger.post(`/api/results/${match.id}/report`, {
      outcome: 'normal',
      sets: [
        { p1: 6, p2: 3 },
        { p1: 6, p2: 4 },
      ],
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const { client: admin } = await signedInUser(t, { role: 'Admin' });
    clock = new Date(clock.getTime() + 47 * HOUR);
    expect((await admin.post('/api/reminders/run')).statusCode).toBe(200);
    const stateOf = async () => (await t.db.select().from(matches).where(eq(matches.id, match.id)))[0].status;
    expect(await stateOf()).toBe('planlanmış');
    // Past the 48 hours: the button makes it final, as the schedule would (a server may run none).
    clock = new Date(clock.getTime() + 2 * HOUR);
    const res = await admin.post('/api/reminders/run');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ expired: 0, reminders: 0 });
    expect(await stateOf()).toBe('oynanmış');
  });

  it('is for admins only', async () => {
    clock = ist('2025-03-10T12:00:00');
    const { league, p1, p2 } = await scene(2);
    const offer = await createOffer(t.db, { league, offerer: p2, opponent: p1, createdAt: ago(49) });
    const { client: player } = await signedInUser(t);
    const { user: mod, client: moderator } = await signedInUser(t, { role: 'Moderator' });
    await t.db.insert(leagueModerators).values({ leagueId: league.id, userId: mod.id });
    for (const client of [player, moderator]) {
      const res = await client.post('/api/reminders/run');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe('Yetkiniz yok.');
    }
    expect((await clientFor(t).post('/api/reminders/run')).statusCode).toBe(401);
    expect((await statusOf(offer.id)).status).toBe('pending');
  });
});
