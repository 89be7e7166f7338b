import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchOffers, users, verifications } from '../../src/server/db/schema/index.js';
import { messages } from '../../src/shared/messages.js';
import { clientFor } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

const m = messages.emailVerification;
const PASSWORD = 'Kort-parola-8';
let t: TestApp;
let clock = new Date('2026-03-02T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** The mails delivered to `address`, links and all (the outbox keeps none once sent). */
const mailsTo = (address: string) => t.mailedTo(address);
const tokenIn = (text: string) => decodeURIComponent(/verify-email\?token=([^\s]+)/.exec(text)![1]);
const verifiedOf = async (email: string) =>
  (await t.db.select({ v: users.emailVerified }).from(users).where(eq(users.email, email)))[0].v;

/** Registers, checking the answer names the address the link went to (none when no link is sent). */
async function register(email: string, linkSent = true) {
  const res = await clientFor(t).post('/api/auth/register', {
    email,
    password: PASSWORD,
    privacyNoticeVersion: 1,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().message).toBe('Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...');
  expect(res.json().verificationSentTo).toBe(linkSent ? email : undefined);
  const login = await clientFor(t).post('/api/auth/login', { email, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  return clientFor(t, String(login.headers['set-cookie']).split(';')[0]);
}

/** A signed-in admin client, to flip the portal setting through its route. */
async function adminClient() {
  const admin = await createUser(t.db, { role: 'Super Admin' });
  return clientFor(t, await sessionCookie(t.db, admin.id, TEST_SECRET));
}

describe('e-mail verification', () => {
  it('mails a hashed single-use link at registration; opening it verifies the account', async () => {
    const email = 'dogrula@raket.test';
    const me = await register(email);
    expect(await verifiedOf(email)).toBe(false);
    expect((await me.get('/api/me')).json().emailUnverified).toBe(true);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(m.mailSubject);
    const token = tokenIn(mail.text);
    // Stored hashed: the token itself is nowhere in the table.
    const stored = await t.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'verify-email:%'));
    expect(stored.some((v) => v.identifier.includes(token) || v.value.includes(token))).toBe(false);

    const bad = await clientFor(t).post('/api/auth/verify-email', { token: 'yanlis-belirtec' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(m.invalidToken);
    expect(await verifiedOf(email)).toBe(false);

    const ok = await clientFor(t).post('/api/auth/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(m.verified);
    expect(await verifiedOf(email)).toBe(true);
    expect((await me.get('/api/me')).json().emailUnverified).toBe(false);
    // Single use.
    expect((await clientFor(t).post('/api/auth/verify-email', { token })).statusCode).toBe(400);
    // Nothing left to verify.
    const again = await me.post('/api/auth/verify-email/resend');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(m.alreadyVerified);
  });

  it('verifies the link’s own account when another account is signed in, and says so, leaving the signed-in one as it was', async () => {
    const mine = 'baskasi-acik@raket.test';
    const theirs = 'baskasinin-linki@raket.test';
    const me = await register(mine);
    await register(theirs);
    const token = tokenIn((await mailsTo(theirs))[0].text);
    const res = await me.post('/api/auth/verify-email', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.verifiedOther);
    expect(await verifiedOf(theirs)).toBe(true);
    // The signed-in account: still unverified, still signed in as itself.
    expect(await verifiedOf(mine)).toBe(false);
    const after = (await me.get('/api/me')).json();
    expect(after).toMatchObject({ email: mine, emailUnverified: true });
    // Its own link, opened by the same reader, is theirs: the usual answer.
    const own = await me.post('/api/auth/verify-email', { token: tokenIn((await mailsTo(mine))[0].text) });
    expect(own.json().message).toBe(m.verified);
    expect(await verifiedOf(mine)).toBe(true);
  });

  it('refuses an expired link', async () => {
    const email = 'gec-kalan@raket.test';
    await register(email);
    const token = tokenIn((await mailsTo(email))[0].text);
    const saved = clock;
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    const res = await clientFor(t).post('/api/auth/verify-email', { token });
    clock = saved;
    expect(res.statusCode).toBe(400);
    expect(await verifiedOf(email)).toBe(false);
  });

  it('resends a new link at most once a minute, ending the old one', async () => {
    const email = 'yeniden@raket.test';
    const me = await register(email);
    const first = tokenIn((await mailsTo(email))[0].text);
    const soon = await me.post('/api/auth/verify-email/resend');
    expect(soon.statusCode).toBe(429);
    expect(errorOf(soon).message).toBe(m.resendTooSoon(60));
    expect(await mailsTo(email)).toHaveLength(1);
    clock = new Date(clock.getTime() + 61_000);
    const res = await me.post('/api/auth/verify-email/resend');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.resent(email));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect((await clientFor(t).post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    const second = tokenIn(mails.find((x) => !x.text.includes(encodeURIComponent(first)))!.text);
    expect((await clientFor(t).post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    expect((await clientFor(t).post('/api/auth/verify-email/resend')).statusCode).toBe(401);
  });

  it('refuses offers until verified, unless the portal setting is off', async () => {
    const { league, players } = await createLadder(t.db, 3, {}, { emailVerified: false });
    const [top, , bottom] = players;
    const client = clientFor(t, await sessionCookie(t.db, bottom.id, TEST_SECRET));
    const offer = { leagueId: league.id, opponentId: top.id, source: 'dashboard', termsAccepted: true };
    const refused = await client.post('/api/offers', offer);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('email_unverified');
    expect(errorOf(refused).message).toBe(m.offerRefused);
    expect(await t.db.select().from(matchOffers).where(eq(matchOffers.offererId, bottom.id))).toHaveLength(0);

    const admin = await adminClient();
    const settings = (await admin.get('/api/settings')).json();
    expect(settings.emailVerification).toBe(true);
    // Saved without the field (an older form), the choice stays.
    const kept = await admin.put('/api/settings', { loginTimeout: 30, matchCompletionDeadline: 7 });
    expect(kept.json().emailVerification).toBe(true);
    const off = await admin.put('/api/settings', { ...settings, emailVerification: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().emailVerification).toBe(false);
    expect((await client.get('/api/me')).json().emailUnverified).toBe(false);
    const sent = await client.post('/api/offers', offer);
    expect(sent.statusCode).toBe(201);

    // Off, registration mails no link.
    await register('ayarsiz@raket.test', false);
    expect(await mailsTo('ayarsiz@raket.test')).toHaveLength(0);
    const on = await admin.put('/api/settings', { ...settings, emailVerification: true });
    expect(on.json().emailVerification).toBe(true);
    const bad = await admin.put('/api/settings', { ...settings, emailVerification: 'evet' });
    expect(bad.statusCode).toBe(400);
  });

  it('a link mailed to the old address no longer verifies once an admin gives the account a new one', async () => {
    const email = 'eski-adres@raket.test';
    await register(email);
    const token = tokenIn((await mailsTo(email))[0].text);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const admin = await adminClient();
    const edited = await admin.put(`/api/users/${user.id}`, {
      email: 'yeni-adres@raket.test',
      firstName: 'Eda',
      lastName: 'Taşınan',
      gender: 'female',
      city: 21,
      role: 'Oyuncu',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await clientFor(t).post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(m.invalidToken);
    expect(await verifiedOf('yeni-adres@raket.test')).toBe(false);
  });

  it('leaves accounts an admin creates verified', async () => {
    const admin = await adminClient();
    const res = await admin.post('/api/users', {
      email: 'yonetici-ekledi@raket.test',
      firstName: 'Ece',
      lastName: 'Eklenen',
      phone: '05321112233',
      birthdate: '1995-06-01',
      gender: 'female',
      city: 21,
      role: 'Oyuncu',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await verifiedOf('yonetici-ekledi@raket.test')).toBe(true);
  });
});
