import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema/index.js';
import { MAX_ATTEMPTS } from '../../src/server/domain/outbox-worker.js';
import { messages } from '../../src/shared/messages.js';
import { clientFor, signedInUser } from '../support/client.js';
import { DEFAULT_PASSWORD } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The token of the newest delivered mail to `address` whose link leads to `path`. */
async function mailedToken(address: string, path: string) {
  const mail = (await t.mailedTo(address)).findLast((m) => m.text.includes(path))!;
  expect(mail, `${path} → ${address}`).toBeDefined();
  return decodeURIComponent(/[?&]token=([^\s&]+)/.exec(mail.text.slice(mail.text.indexOf(path)))![1]);
}

/** Every outbox row as text: addresses, subject, body and error. */
const outboxText = async () => JSON.stringify(await t.db.select().from(mailOutbox));

/** Both spellings of a token a mail could hold: as it is and as the link writes it. */
const spellings = (token: string) => [token, encodeURIComponent(token)];

describe('mails with one-time links', () => {
  it('once delivered, no outbox row holds their tokens, and the delivered links work', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    // Verification (registration), reset (forgot password), e-mail change, first password (added by an admin).
    const registered = 'kayit-baglanti@raket.test';
    expect(
      (
        await clientFor(t).post('/api/auth/register', {
          email: registered,
          password: 'Kort-parola-8',
          privacyNoticeVersion: 1,
        })
      ).statusCode,
    ).toBe(201);
    const verify = await mailedToken(registered, '/verify-email?');
    expect((await clientFor(t).post('/api/auth/forgot-password', { email: registered })).statusCode).toBe(
      200,
    );
    const reset = await mailedToken(registered, '/reset-password?');
    const mover = await signedInUser(t, { email: 'tasinan@raket.test' });
    const moved = await mover.client.post('/api/account/email', {
      currentPassword: DEFAULT_PASSWORD,
      email: 'yeni-adres-baglanti@raket.test',
    });
    expect(moved.statusCode).toBe(200);
    const change = await mailedToken('yeni-adres-baglanti@raket.test', '/confirm-email?');
    const added = await admin.client.post('/api/users', {
      email: 'eklenen-baglanti@raket.test',
      firstName: 'Çağla',
      lastName: 'Öztürk',
      phone: '05321112233',
      birthdate: '1995-06-01',
      gender: 'female',
      city: 21,
      role: 'Oyuncu',
    });
    expect(added.statusCode).toBe(201);
    const first = await mailedToken('eklenen-baglanti@raket.test', '/reset-password?ilk=1');

    const stored = await outboxText();
    for (const token of [verify, reset, change, first])
      for (const spelled of spellings(token)) expect(stored).not.toContain(spelled);
    // Each row says what it was, and that its text is not kept.
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.oneTimeLink, true));
    expect(rows.map((r) => r.subject).sort()).toEqual(
      [
        messages.emailVerification.mailSubject,
        'Raket şifre sıfırlama',
        'Raket e-posta adresinizi onaylayınız',
        messages.users.welcomeSubject,
      ].sort(),
    );
    for (const row of rows) {
      expect(row.status).toBe('sent');
      expect(row.text).toBe(messages.mail.oneTimeLinkSent);
    }
    // The admins' outbox view neither.
    const view = await admin.client.get('/api/mail/outbox');
    expect(view.statusCode).toBe(200);
    for (const token of [verify, reset, change, first])
      for (const spelled of spellings(token)) expect(view.body).not.toContain(spelled);

    // The links that went out still work.
    expect((await clientFor(t).post('/api/auth/verify-email', { token: verify })).statusCode).toBe(200);
    expect(
      (await clientFor(t).post('/api/auth/reset-password', { token: reset, password: 'Yeni-parola-9' }))
        .statusCode,
    ).toBe(200);
    expect((await clientFor(t).post('/api/account/email/confirm', { token: change })).statusCode).toBe(200);
    expect(
      (await clientFor(t).post('/api/auth/reset-password', { token: first, password: 'Ilk-parola-9' }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the link of a mail not yet delivered, so an admin’s retry sends one that works', async () => {
    const admin = await signedInUser(t, { role: 'Admin' });
    const user = await signedInUser(t, { email: 'tekrar-baglanti@raket.test' });
    await t.app.deps.mailer.flush();
    t.mail.failing = true;
    try {
      expect(
        (await clientFor(t).post('/api/auth/forgot-password', { email: user.user.email })).statusCode,
      ).toBe(200);
      await t.app.deps.mailer.flush();
      const [row] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, [user.user.email]));
      expect(row).toMatchObject({ status: 'pending', oneTimeLink: true });
      expect(row.text).toContain('/reset-password?token=');
      // Given up on after its last attempt.
      await t.db
        .update(mailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.id, row.id));
      await t.app.deps.mailer.flush();
      const [failed] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
      expect(failed.status).toBe('failed');
      expect(failed.text).toBe(row.text);
      const listed = await admin.client.get('/api/mail/outbox?status=failed');
      expect(listed.body).not.toContain('token=');
    } finally {
      t.mail.failing = false;
    }
    const [failed] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, [user.user.email]));
    expect((await admin.client.post(`/api/mail/outbox/${failed.id}/retry`)).statusCode).toBe(200);
    const token = await mailedToken(user.user.email, '/reset-password?');
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(sent.status).toBe('sent');
    expect(sent.text).toBe(messages.mail.oneTimeLinkSent);
    expect(
      (await clientFor(t).post('/api/auth/reset-password', { token, password: 'Yeni-parola-9' })).statusCode,
    ).toBe(200);
  });
});
