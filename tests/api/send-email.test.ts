import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema/index.js';
import { clientFor, signedInUser } from '../support/client.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outboxSize = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0].n;

describe('POST /api/send-email', () => {
  it('queues one mail per recipient and delivers it', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    const res = await client.post('/api/send-email', {
      to: ['a@raket.test', 'b@raket.test'],
      subject: 'Duyuru',
      text: 'Merhaba',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, queued: 2 });
    await t.app.deps.mailer.flush();
    // The message as written, then who sent it.
    expect(t.mail.to('a@raket.test')).toEqual([
      expect.objectContaining({
        to: ['a@raket.test'],
        subject: 'Duyuru',
        text: 'Merhaba\n\n--\nBu e-postayı Raket portalının yönetimi gönderdi.',
      }),
    ]);
    expect(t.mail.to('b@raket.test')).toHaveLength(1);
  });

  it('accepts a single address', async () => {
    const { client } = await signedInUser(t, { role: 'Super Admin' });
    const res = await client.post('/api/send-email', {
      to: 'tek@raket.test',
      subject: 'Konu',
      text: 'Metin',
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps a mail through an SMTP outage and delivers it later', async () => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    t.mail.failing = true;
    await client.post('/api/send-email', { to: 'bekleyen@raket.test', subject: 'Konu', text: 'Metin' });
    await t.app.deps.mailer.flush();
    expect(t.mail.to('bekleyen@raket.test')).toHaveLength(0);
    t.mail.failing = false;
    // The retry is scheduled for later; make it due now rather than wait.
    await t.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    await t.app.deps.mailer.flush();
    expect(t.mail.to('bekleyen@raket.test')).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const before = await outboxSize();
    const { client: player } = await signedInUser(t);
    const forbidden = await player.post('/api/send-email', { to: 'x@raket.test', subject: 'a', text: 'b' });
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).message).toBe('Yetkiniz yok.');
    expect(
      (await clientFor(t).post('/api/send-email', { to: 'x@raket.test', subject: 'a', text: 'b' }))
        .statusCode,
    ).toBe(401);
    expect(await outboxSize()).toBe(before);
  });

  it.each([
    [{ to: 'x@raket.test', subject: '', text: 'b' }, 'Konu zorunludur.'],
    [{ to: 'x@raket.test', subject: 'a', text: '   ' }, 'Mesaj zorunludur.'],
    [{ to: 'bozuk', subject: 'a', text: 'b' }, 'Geçersiz e-posta adresi.'],
    [{ to: [], subject: 'a', text: 'b' }, 'En az bir alıcı seçiniz.'],
  ])('refuses %j', async (body, message) => {
    const { client } = await signedInUser(t, { role: 'Admin' });
    const before = await outboxSize();
    const res = await client.post('/api/send-email', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await outboxSize()).toBe(before);
  });
});
