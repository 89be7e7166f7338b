import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { adminLogs, mailOutbox, matchOffers } from '../../src/server/db/schema/index.js';
import { MAX_ATTEMPTS } from '../../src/server/domain/outbox-worker.js';
import { readEnv } from '../../src/server/env.js';
import { DELIVERY_CONCURRENCY } from '../../src/server/mail/deliverer.js';
import { smtpTransport } from '../../src/server/mail/transport.js';
import { runReminderCheck } from '../../src/server/modules/reminders/run-reminder-check.js';
import { signedInUser } from '../support/client.js';
import { createLadder } from '../support/factories.js';
import { createOffer } from '../support/messaging-factories.js';
import { TestSmtpServer } from '../support/smtp-server.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

// Mail leaves through nodemailer to a real SMTP server listening in this process.
const smtp = new TestSmtpServer();
let t: TestApp;
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ transport: smtpTransport(smtp.url, 'Raket <no-reply@raket.test>') });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const outboxRow = async (id: number) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('admin mail over SMTP', () => {
  it('league mailing reaches each participant, each in a mail of their own', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const { client } = await signedInUser(t, { role: 'Admin' });
    const recipients = (await client.get(`/api/mail/leagues/${league.id}/recipients`)).json().emails;
    expect(recipients).toEqual(players.map((p) => p.email));

    const res = await client.post('/api/send-email', {
      to: recipients,
      subject: 'Lig duyurusu',
      text: 'Maçlar başlıyor.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, queued: 3 });
    await t.app.deps.mailer.flush();

    for (const p of players) {
      const got = smtp.to(p.email);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ subject: 'Lig duyurusu', to: p.email });
      expect(got[0].text.trim()).toBe(
        'Maçlar başlıyor.\n\n--\nBu e-postayı Raket portalının yönetimi gönderdi.',
      );
    }
    for (const id of res.json().ids) expect((await outboxRow(id)).status).toBe('sent');
  });

  it('sends a burst of mails over a few open connections, not one connection per mail', async () => {
    const { league } = await createLadder(t.db, 12);
    const { client } = await signedInUser(t, { role: 'Admin' });
    const recipients = (await client.get(`/api/mail/leagues/${league.id}/recipients`)).json().emails;
    const connectionsBefore = smtp.connections;
    const res = await client.post('/api/send-email', { to: recipients, subject: 'Toplu', text: 'Merhaba' });
    expect(res.json()).toMatchObject({ ok: true, queued: 12 });
    await t.app.deps.mailer.flush();
    for (const email of recipients) expect(smtp.to(email)).toHaveLength(1);
    // At most as many connections as mails sent at once, of which some may have been open already.
    expect(smtp.connections - connectionsBefore).toBeLessThanOrEqual(DELIVERY_CONCURRENCY);
  });

  it('keeps mail through an SMTP outage and delivers it once the server is back', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    await smtp.stop();
    const res = await client.post('/api/send-email', {
      to: 'bekleyen@raket.test',
      subject: 'Kesinti',
      text: 'Metin',
    });
    const [id] = res.json().ids;
    await t.app.deps.mailer.flush();
    const waiting = await outboxRow(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toBeTruthy();
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Admins see it waiting, with the error.
    const outbox = (await client.get('/api/mail/outbox?status=pending')).json();
    expect(outbox.items.find((m: { id: number }) => m.id === id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.any(String),
    });

    await smtp.start();
    await t.app.deps.mailer.flush();
    expect(smtp.to('bekleyen@raket.test')).toHaveLength(0); // not due yet: the backoff holds
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, id));
    await t.app.deps.mailer.flush();
    expect(smtp.to('bekleyen@raket.test')).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await t.app.deps.mailer.flush();
    expect(smtp.to('bekleyen@raket.test')).toHaveLength(1);
  });

  it('gives up after the last attempt: failed, with the error, in the admin log inbox, and can be retried', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    await smtp.stop();
    const [id] = (
      await client.post('/api/send-email', { to: 'kayip@raket.test', subject: 'Son', text: 'Metin' })
    ).json().ids;
    await t.app.deps.mailer.flush();
    await t.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, id));
    await t.app.deps.mailer.flush();
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    const logs = await t.db.select().from(adminLogs).where(eq(adminLogs.eventType, 'MailFailed'));
    expect(logs.map((l) => l.eventDetails)).toContainEqual(
      expect.objectContaining({ mailId: id, to: ['kayip@raket.test'] }),
    );
    const failed = (await client.get('/api/mail/outbox?status=failed')).json();
    expect(failed.counts.failed).toBeGreaterThanOrEqual(1);
    expect(failed.items[0]).toMatchObject({ id, status: 'failed', lastError: expect.any(String) });

    await smtp.start();
    expect((await client.post(`/api/mail/outbox/${id}/retry`)).statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    expect(smtp.to('kayip@raket.test')).toHaveLength(1);
    expect((await outboxRow(id)).status).toBe('sent');
    // Only failed mail can be retried.
    expect((await client.post(`/api/mail/outbox/${id}/retry`)).statusCode).toBe(404);
  });

  it('two app instances delivering the same outbox send each mail once', async () => {
    const second = await buildApp({
      database: t.database,
      env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      authSecret: TEST_SECRET,
      transport: smtpTransport(smtp.url, 'Raket <no-reply@raket.test>'),
      logger: false,
    });
    await second.ready();
    try {
      const { client } = await signedInUser(t, { role: 'Admin' });
      const to = Array.from({ length: 30 }, (_, i) => `ikiz-${i}@raket.test`);
      await client.post('/api/send-email', { to, subject: 'İki sunucu', text: 'Metin' });
      await Promise.all([t.app.deps.mailer.flush(), second.deps.mailer.flush(), t.app.deps.mailer.flush()]);
      for (const address of to) expect(smtp.to(address)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('the reminder job’s mails arrive once even when runs overlap', async () => {
    await t.db.update(matchOffers).set({ status: 'cancelled' }).where(eq(matchOffers.status, 'pending'));
    const now = new Date('2025-03-10T09:00:00Z'); // 12:00 in Istanbul
    const { league, players } = await createLadder(t.db, 3);
    const [p1, p2, p3] = players;
    await createOffer(t.db, {
      league,
      offerer: p2,
      opponent: p1,
      createdAt: new Date(now.getTime() - 50 * 3_600_000),
    });
    await createOffer(t.db, {
      league,
      offerer: p3,
      opponent: p2,
      createdAt: new Date(now.getTime() - 25 * 3_600_000),
    });
    const runs = await Promise.all([1, 2, 3].map(() => runReminderCheck(t.db, now, 'http://localhost:3000')));
    expect(runs.map((r) => r.expired).reduce((a, b) => a + b)).toBe(1);
    expect(runs.map((r) => r.reminders).reduce((a, b) => a + b)).toBe(1);
    await Promise.all([t.app.deps.mailer.flush(), t.app.deps.mailer.flush()]);
    await t.app.deps.mailer.flush();
    expect(smtp.to(p1.email).map((m) => m.subject)).toEqual(['Maç Teklifinin Süresi Doldu']);
    expect(
      smtp
        .to(p2.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Maç Teklifi Hatırlatması', 'Maç Teklifinin Süresi Doldu']);
    expect(smtp.to(p3.email)).toHaveLength(0);
    // A later run sends nothing new.
    expect(await runReminderCheck(t.db, now, 'http://localhost:3000')).toMatchObject({
      expired: 0,
      reminders: 0,
    });
    await t.app.deps.mailer.flush();
    expect(smtp.to(p1.email)).toHaveLength(1);
    expect(smtp.to(p2.email)).toHaveLength(2);
  });
});
