import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  pushOutbox,
  pushSubscriptions,
  sessions,
  verifications,
} from '../../src/server/db/schema/index.js';
import { startHousekeepingJob } from '../../src/server/jobs/housekeeping-job.js';
import { clearExpiredRecords } from '../../src/server/modules/housekeeping/clear-expired-records.js';
import { clientFor } from '../support/client.js';
import { createUser, sessionCookie } from '../support/factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

const DAY = 86_400_000;
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(clock.getTime() - days * DAY);
const idsOf = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);

describe('the housekeeping job', () => {
  it('removes expired sessions and links and old delivery records; what is in use stays', async () => {
    clock = new Date();
    const user = await createUser(t.db);
    const live = await sessionCookie(t.db, user.id, TEST_SECRET);
    const [expired] = await t.db
      .insert(sessions)
      .values({ id: crypto.randomUUID(), token: crypto.randomUUID(), userId: user.id, expiresAt: daysAgo(1) })
      .returning();
    const [oldLink, newLink] = await t.db
      .insert(verifications)
      .values([
        { id: crypto.randomUUID(), identifier: 'reset-password:a', value: user.id, expiresAt: daysAgo(0.01) },
        { id: crypto.randomUUID(), identifier: 'reset-password:b', value: user.id, expiresAt: daysAgo(-1) },
      ])
      .returning();
    const mail = (status: 'pending' | 'sent' | 'failed', days: number) => ({
      to: [user.email],
      subject: 'Konu',
      text: 'Metin',
      status,
      sentAt: status === 'sent' ? daysAgo(days) : null,
      createdAt: daysAgo(days),
      nextAttemptAt: daysAgo(days),
    });
    const [sentOld, sentRecent, failedOld, failedRecent, pendingOld] = await t.db
      .insert(mailOutbox)
      .values([
        mail('sent', 31),
        mail('sent', 29),
        mail('failed', 91),
        mail('failed', 89),
        mail('pending', 200),
      ])
      .returning();
    const [device] = await t.db
      .insert(pushSubscriptions)
      .values({
        userId: user.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${user.id}`,
        p256dh: 'x',
        auth: 'y',
      })
      .returning();
    const push = (status: 'pending' | 'sent' | 'failed', days: number) => ({
      subscriptionId: device.id,
      payload: { title: 'Deneme' },
      status,
      createdAt: daysAgo(days),
    });
    const [pushOld, pushRecent, pushFailedOld, pushPending] = await t.db
      .insert(pushOutbox)
      .values([push('sent', 8), push('sent', 6), push('failed', 8), push('pending', 8)])
      .returning();

    const job = startHousekeepingJob(t.app.deps, t.app.log);
    await job.runOnce();
    await job.stop();

    const sessionIds = await idsOf(t.db.select().from(sessions));
    expect(sessionIds).not.toContain(expired.id);
    expect((await clientFor(t, live).get('/api/me')).statusCode).toBe(200);
    const links = await idsOf(t.db.select().from(verifications));
    expect(links).not.toContain(oldLink.id);
    expect(links).toContain(newLink.id);
    const mails = await idsOf(t.db.select().from(mailOutbox));
    expect(mails).not.toContain(sentOld.id);
    expect(mails).not.toContain(failedOld.id);
    expect(mails).toEqual(expect.arrayContaining([sentRecent.id, failedRecent.id, pendingOld.id]));
    const pushes = await idsOf(t.db.select().from(pushOutbox));
    expect(pushes).not.toContain(pushOld.id);
    expect(pushes).not.toContain(pushFailedOld.id);
    expect(pushes).toEqual(expect.arrayContaining([pushRecent.id, pushPending.id]));
  });

  it('counts what it removed, and a second run finds nothing left', async () => {
    const user = await createUser(t.db);
    await t.db.insert(sessions).values({
      id: crypto.randomUUID(),
      token: crypto.randomUUID(),
      userId: user.id,
      expiresAt: daysAgo(3),
    });
    await t.db.insert(mailOutbox).values({
      to: [user.email],
      subject: 'Konu',
      text: 'Metin',
      status: 'sent',
      sentAt: daysAgo(40),
    });
    expect(await clearExpiredRecords(t.db, clock)).toEqual({ sessions: 1, links: 0, mails: 1, pushes: 0 });
    expect(await clearExpiredRecords(t.db, clock)).toEqual({ sessions: 0, links: 0, mails: 0, pushes: 0 });
  });
});
