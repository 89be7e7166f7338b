import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proveOwnPassword, stillOwnPassword } from '../../src/server/auth/own-password.js';
import { passwordHasherOf } from '../../src/server/auth/passwords.js';
import { SESSION_CACHE_MS } from '../../src/server/auth/session-cache.js';
import {
  accounts,
  loginThrottles,
  mailOutbox,
  notifications,
  pushSubscriptions,
  sessions,
  users,
  verifications,
} from '../../src/server/db/schema/index.js';
import { messages } from '../../src/shared/messages.js';
import { clientFor } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

const m = messages.account;
let t: TestApp;
let clock = new Date('2026-03-02T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** Moves the clock past the session cache, so the next request reads sessions from the database. */
const later = (ms = SESSION_CACHE_MS + 1) => {
  clock = new Date(clock.getTime() + ms);
};

async function signIn(email: string, password = DEFAULT_PASSWORD) {
  const res = await clientFor(t).post('/api/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return clientFor(t, String(res.headers['set-cookie']).split(';')[0]);
}

/** The mails delivered to `address`, links and all (the outbox keeps none once sent). */
const mailsTo = (address: string) => t.mailedTo(address);
const passwordHash = async (userId: string) =>
  (await t.db.select({ p: accounts.password }).from(accounts).where(eq(accounts.userId, userId)))[0].p;
const emailOf = async (userId: string) =>
  (await t.db.select({ e: users.email }).from(users).where(eq(users.id, userId)))[0].e;
const tokenIn = (text: string) => decodeURIComponent(/confirm-email\?token=([^\s]+)/.exec(text)![1]);

describe('changing the password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(t.db, { email: 'yanlis@raket.test' });
    const me = await signIn(user.email);
    const other = await signIn(user.email);
    const before = await passwordHash(user.id);
    const res = await me.post('/api/account/password', {
      currentPassword: 'baskasi99',
      newPassword: 'Kort-parola-7',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(m.wrongPassword);
    expect(await passwordHash(user.id)).toBe(before);
    later();
    expect((await other.get('/api/me')).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it.each([
    ['123456', messages.auth.passwordTooCommon],
    ['galatasaray1905', messages.auth.passwordTooCommon],
    ['zzzzzzzz', messages.auth.passwordOneCharacter],
    ['kolay@raket.test', messages.auth.passwordIsEmail],
    ['12345', messages.auth.shortPassword],
    ['Eski-parola-3', m.samePassword],
  ])('refuses the easy new password %s in Turkish', async (newPassword, message) => {
    const password = 'Eski-parola-3';
    const user = await createUser(t.db, { email: `kolay-${crypto.randomUUID()}@raket.test`, password });
    const me = await signIn(user.email, password);
    const before = await passwordHash(user.id);
    const body = {
      currentPassword: password,
      newPassword: newPassword === 'kolay@raket.test' ? user.email : newPassword,
    };
    const res = await me.post('/api/account/password', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(
      newPassword === 'kolay@raket.test' ? messages.auth.passwordIsEmail : message,
    );
    expect(await passwordHash(user.id)).toBe(before);
  });

  it('ends the other sessions, keeps this one, tells the user and signs in with the new password', async () => {
    const user = await createUser(t.db, { email: 'degisen@raket.test' });
    const me = await signIn(user.email);
    const phone = await signIn(user.email);
    const someoneElse = await createUser(t.db, { email: 'baska@raket.test' });
    const theirs = await signIn(someoneElse.email);
    // Cached sessions are forgotten at once: no waiting for the cache.
    expect((await phone.get('/api/me')).statusCode).toBe(200);
    const res = await me.post('/api/account/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'Kort-parola-7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.passwordChanged);
    expect((await me.get('/api/me')).statusCode).toBe(200);
    expect((await phone.get('/api/me')).statusCode).toBe(204);
    expect((await theirs.get('/api/me')).statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe('Raket şifreniz değiştirildi');
    const old = await clientFor(t).post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(old.statusCode).toBe(401);
    await signIn(user.email, 'Kort-parola-7');
  });

  it('is for signed-in users only', async () => {
    const res = await clientFor(t).post('/api/account/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'Kort-parola-7',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a wrong current password counts as a failed sign-in', () => {
  it('locks the account after ten failures over the password, e-mail and deletion forms, and sign-in with it', async () => {
    const user = await createUser(t.db, { email: 'tahmin@raket.test' });
    const me = await signIn(user.email);
    const before = await passwordHash(user.id);
    const wrong = [
      () => me.post('/api/account/password', { currentPassword: 'tahmin-1', newPassword: 'Kort-parola-7' }),
      () => me.post('/api/account/email', { currentPassword: 'tahmin-2', email: 'yeni-tahmin@raket.test' }),
      () => me.post('/api/account/delete', { password: 'tahmin-3' }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await wrong[i % 3]()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400]);
    // The tenth starts the sign-in's wait, said under the field the password was typed in.
    const tenth = await wrong[0]();
    expect(tenth.statusCode).toBe(429);
    expect(errorOf(tenth).fields).toEqual({ currentPassword: m.passwordLocked(1) });
    // Signing in waits too, with the right password, and so does the right current password.
    const login = await clientFor(t).post('/api/auth/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(login.statusCode).toBe(429);
    expect(errorOf(login).message).toBe(messages.auth.loginLocked(1));
    const right = await me.post('/api/account/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'Kort-parola-7',
    });
    expect(right.statusCode).toBe(429);
    const deleting = await me.post('/api/account/delete', { password: DEFAULT_PASSWORD });
    expect(errorOf(deleting).fields).toEqual({ password: m.passwordLocked(1) });
    expect(await passwordHash(user.id)).toBe(before);
    expect(await mailsTo('yeni-tahmin@raket.test')).toHaveLength(0);
    // Once the wait is over the right password is taken and the failures are forgotten.
    later(60_000);
    const changed = await me.post('/api/account/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'Kort-parola-7',
    });
    expect(changed.statusCode).toBe(200);
    expect(await t.db.select().from(loginThrottles).where(eq(loginThrottles.email, user.email))).toEqual([]);
  });
});

describe('a password proven just before it changed', () => {
  it('no longer counts once the change is under its locks', async () => {
    const user = await createUser(t.db, { email: 'eskimis@raket.test' });
    const hasher = passwordHasherOf(t.app.deps.auth);
    const refusals = { field: 'currentPassword', wrong: m.wrongPassword };
    const proved = await proveOwnPassword(t.db, hasher, user.id, DEFAULT_PASSWORD, clock, refusals);
    expect(await stillOwnPassword(t.db, user.id, proved, refusals)).toMatchObject({ hash: proved });
    // Changed in between, on another device.
    await t.db
      .update(accounts)
      .set({ password: await hasher.hash('Baska-parola-9') })
      .where(eq(accounts.userId, user.id));
    await expect(stillOwnPassword(t.db, user.id, proved, refusals)).rejects.toMatchObject({
      statusCode: 400,
      code: 'wrong_password',
    });
  });
});

describe('signing out on the other devices', () => {
  const device = () => `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
  async function turnPushOn(client: ReturnType<typeof clientFor>, endpoint: string) {
    const res = await client.post('/api/push/subscriptions', {
      endpoint,
      keys: { p256dh: 'BExampleKey', auth: 'ExampleAuth' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const pushOf = async (userId: string) =>
    (
      await t.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    ).map((r) => r.endpoint);

  it("ends every other session and the other devices' push, keeps this one, and writes nothing else", async () => {
    const user = await createUser(t.db, { email: 'kaybolan-telefon@raket.test' });
    const me = await signIn(user.email);
    const phone = await signIn(user.email);
    const club = await signIn(user.email);
    const someoneElse = await createUser(t.db, { email: 'kulup-arkadasi@raket.test' });
    const theirs = await signIn(someoneElse.email);
    const [here, lostPhone, theirPhone] = [device(), device(), device()];
    await turnPushOn(me, here);
    await turnPushOn(phone, lostPhone);
    await turnPushOn(theirs, theirPhone);
    // Cached sessions are forgotten at once: no waiting for the cache.
    expect((await phone.get('/api/me')).statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    const noticesBefore = (await t.db.select().from(notifications)).length;

    const res = await me.post('/api/account/sessions/end-others', { keepPushEndpoint: here });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.otherSessionsEnded);
    expect((await me.get('/api/me')).statusCode).toBe(200);
    expect((await phone.get('/api/me')).statusCode).toBe(204);
    expect((await club.get('/api/me')).statusCode).toBe(204);
    expect((await theirs.get('/api/me')).statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    expect(await pushOf(user.id)).toEqual([here]);
    expect(await pushOf(someoneElse.id)).toEqual([theirPhone]);
    await t.app.deps.mailer.flush();
    expect(await t.db.select().from(mailOutbox)).toHaveLength(mailsBefore);
    expect(await t.db.select().from(notifications)).toHaveLength(noticesBefore);
    // The password is as it was.
    await signIn(user.email);
  });

  it('without push here, ends push on every device; says so when nothing was left to end', async () => {
    const user = await createUser(t.db, { email: 'kulup-bilgisayari@raket.test' });
    const me = await signIn(user.email);
    const club = await signIn(user.email);
    await turnPushOn(club, device());
    const res = await me.post('/api/account/sessions/end-others', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.otherSessionsEnded);
    expect(await pushOf(user.id)).toEqual([]);
    expect((await club.get('/api/me')).statusCode).toBe(204);
    const again = await me.post('/api/account/sessions/end-others', {});
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(m.noOtherSessions);
  });

  it("changing the password ends the other devices' push with their sessions, and keeps this one's", async () => {
    const user = await createUser(t.db, { email: 'sifre-ve-bildirim@raket.test' });
    const me = await signIn(user.email);
    const intruder = await signIn(user.email);
    const [here, theirs] = [device(), device()];
    await turnPushOn(me, here);
    await turnPushOn(intruder, theirs);
    const res = await me.post('/api/account/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'Kort-parola-7',
      keepPushEndpoint: here,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await intruder.get('/api/me')).statusCode).toBe(204);
    expect(await pushOf(user.id)).toEqual([here]);
  });

  it('is for signed-in users only, from this site, and refuses a bad endpoint in Turkish', async () => {
    const user = await createUser(t.db, { email: 'tek-cihaz@raket.test' });
    const me = await signIn(user.email);
    const other = await signIn(user.email);
    expect((await clientFor(t).post('/api/account/sessions/end-others', {})).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/end-others',
      payload: {},
      headers: { cookie: me.cookie!, origin: 'https://kotu-site.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const bad = await me.post('/api/account/sessions/end-others', { keepPushEndpoint: 'bir adres' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    later();
    expect((await other.get('/api/me')).statusCode).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  it('refuses a wrong current password and sends nothing', async () => {
    const user = await createUser(t.db, { email: 'eposta-yanlis@raket.test' });
    const me = await signIn(user.email);
    const res = await me.post('/api/account/email', {
      currentPassword: 'baskasi99',
      email: 'yeni-1@raket.test',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(m.wrongPassword);
    expect(await mailsTo('yeni-1@raket.test')).toHaveLength(0);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('refuses an address another account has, in Turkish', async () => {
    const user = await createUser(t.db, { email: 'eposta-dolu@raket.test' });
    const owner = await createUser(t.db, { email: 'sahibi@raket.test' });
    const me = await signIn(user.email);
    const res = await me.post('/api/account/email', {
      currentPassword: DEFAULT_PASSWORD,
      email: 'SAHIBI@raket.test',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(m.emailInUse);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it('changes only when the link is opened, once; the old address is told', async () => {
    const user = await createUser(t.db, { email: 'eski@raket.test' });
    const me = await signIn(user.email);
    const res = await me.post('/api/account/email', {
      currentPassword: DEFAULT_PASSWORD,
      email: 'Yeni@Raket.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.emailLinkSent('yeni@raket.test'));
    expect(await emailOf(user.id)).toBe('eski@raket.test');
    expect(await mailsTo('eski@raket.test')).toHaveLength(0);
    const [mail] = await mailsTo('yeni@raket.test');
    const token = tokenIn(mail.text);
    // Stored hashed: the token itself is nowhere in the database.
    const stored = await t.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'change-email:%'));
    expect(stored.some((v) => v.identifier.includes(token) || v.value.includes(token))).toBe(false);

    const confirmed = await clientFor(t).post('/api/account/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(m.emailChanged('yeni@raket.test'));
    expect(await emailOf(user.id)).toBe('yeni@raket.test');
    const [told] = await mailsTo('eski@raket.test');
    expect(told.subject).toBe('Raket e-posta adresiniz değiştirildi');
    expect(told.text).toContain('yeni@raket.test');

    const again = await clientFor(t).post('/api/account/email/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(m.confirmInvalidToken);
    await signIn('yeni@raket.test');
    later();
    expect((await me.get('/api/me')).json().email).toBe('yeni@raket.test');
  });

  it('refuses an expired link and an earlier link after a new request', async () => {
    const user = await createUser(t.db, { email: 'sureli@raket.test' });
    const me = await signIn(user.email);
    await me.post('/api/account/email', { currentPassword: DEFAULT_PASSWORD, email: 'ilk-adres@raket.test' });
    const first = tokenIn((await mailsTo('ilk-adres@raket.test'))[0].text);
    await me.post('/api/account/email', {
      currentPassword: DEFAULT_PASSWORD,
      email: 'ikinci-adres@raket.test',
    });
    const second = tokenIn((await mailsTo('ikinci-adres@raket.test'))[0].text);
    const early = await clientFor(t).post('/api/account/email/confirm', { token: first });
    expect(errorOf(early).message).toBe(m.confirmInvalidToken);
    later(24 * 60 * 60 * 1000 + 1);
    const expired = await clientFor(t).post('/api/account/email/confirm', { token: second });
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).message).toBe(m.confirmInvalidToken);
    expect(await emailOf(user.id)).toBe('sureli@raket.test');
  });

  it('refuses the link when the address was taken after it was sent', async () => {
    const user = await createUser(t.db, { email: 'yarisan@raket.test' });
    const me = await signIn(user.email);
    await me.post('/api/account/email', { currentPassword: DEFAULT_PASSWORD, email: 'kapilan@raket.test' });
    const token = tokenIn((await mailsTo('kapilan@raket.test'))[0].text);
    await createUser(t.db, { email: 'kapilan@raket.test' });
    const res = await clientFor(t).post('/api/account/email/confirm', { token });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(m.emailInUse);
    expect(await emailOf(user.id)).toBe('yarisan@raket.test');
    expect(
      await t.db
        .select()
        .from(verifications)
        .where(
          and(like(verifications.identifier, 'change-email:%'), like(verifications.value, `${user.id} %`)),
        ),
    ).toHaveLength(1);
  });
});

describe('a pending e-mail change', () => {
  const pendingOf = async (client: ReturnType<typeof clientFor>) => {
    const res = await client.get('/api/account/email/pending');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().pending as { email: string; expiresAt: string } | null;
  };

  it('is shown to its owner only, with when its link expires, until it is used or expires', async () => {
    const user = await createUser(t.db, { email: 'bekleyen@raket.test' });
    const me = await signIn(user.email);
    const other = await signIn((await createUser(t.db, { email: 'komsu@raket.test' })).email);
    expect(await pendingOf(me)).toBeNull();
    await me.post('/api/account/email', { currentPassword: DEFAULT_PASSWORD, email: 'beklenen@raket.test' });
    const asked = clock;
    expect(await pendingOf(me)).toEqual({
      email: 'beklenen@raket.test',
      expiresAt: new Date(asked.getTime() + 24 * 60 * 60 * 1000).toISOString(),
    });
    // Another player's answer names nothing of it.
    const theirs = await other.get('/api/account/email/pending');
    expect(theirs.json()).toEqual({ pending: null });
    expect(theirs.body).not.toContain('beklenen');
    expect((await clientFor(t).get('/api/account/email/pending')).statusCode).toBe(401);
    // Opened: nothing is pending any more.
    const token = tokenIn((await mailsTo('beklenen@raket.test'))[0].text);
    expect((await clientFor(t).post('/api/account/email/confirm', { token })).statusCode).toBe(200);
    expect(await pendingOf(me)).toBeNull();
    // Expired: not pending either.
    await me.post('/api/account/email', { currentPassword: DEFAULT_PASSWORD, email: 'sonraki@raket.test' });
    expect((await pendingOf(me))?.email).toBe('sonraki@raket.test');
    later(24 * 60 * 60 * 1000 + 1);
    expect(await pendingOf(me)).toBeNull();
  });

  it('is cancelled by its owner: the link stops working and the address stays', async () => {
    const user = await createUser(t.db, { email: 'vazgecen@raket.test' });
    const me = await signIn(user.email);
    await me.post('/api/account/email', {
      currentPassword: DEFAULT_PASSWORD,
      email: 'vazgecilen@raket.test',
    });
    const token = tokenIn((await mailsTo('vazgecilen@raket.test'))[0].text);
    await t.app.deps.mailer.flush();
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    const res = await me.post('/api/account/email/cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.emailChangeCancelled('vazgecen@raket.test'));
    expect(await pendingOf(me)).toBeNull();
    expect(
      await t.db
        .select()
        .from(verifications)
        .where(like(verifications.value, `${user.id} %`)),
    ).toHaveLength(0);
    const confirm = await clientFor(t).post('/api/account/email/confirm', { token });
    expect(confirm.statusCode).toBe(400);
    expect(errorOf(confirm).message).toBe(m.confirmInvalidToken);
    expect(await emailOf(user.id)).toBe('vazgecen@raket.test');
    expect(await t.db.select().from(mailOutbox)).toHaveLength(mailsBefore);
    // Cancelling again (another tab): told in Turkish that nothing waits.
    const again = await me.post('/api/account/email/cancel');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(m.noPendingEmailChange);
  });

  it("cancels only the caller's own change; an expired one is not there to cancel", async () => {
    const user = await createUser(t.db, { email: 'kendi-degisikligi@raket.test' });
    const neighbour = await createUser(t.db, { email: 'komsu-degisikligi@raket.test' });
    const me = await signIn(user.email);
    const them = await signIn(neighbour.email);
    await them.post('/api/account/email', {
      currentPassword: DEFAULT_PASSWORD,
      email: 'komsunun@raket.test',
    });
    const refused = await me.post('/api/account/email/cancel');
    expect(refused.statusCode).toBe(409);
    expect((await pendingOf(them))?.email).toBe('komsunun@raket.test');
    expect((await clientFor(t).post('/api/account/email/cancel')).statusCode).toBe(401);
    await me.post('/api/account/email', {
      currentPassword: DEFAULT_PASSWORD,
      email: 'suresi-gecen@raket.test',
    });
    later(24 * 60 * 60 * 1000 + 1);
    const expired = await me.post('/api/account/email/cancel');
    expect(expired.statusCode).toBe(409);
    expect(errorOf(expired).message).toBe(m.noPendingEmailChange);
    // Refused, so nothing was written: the expired link is left for the housekeeping.
    expect(
      await t.db
        .select()
        .from(verifications)
        .where(like(verifications.value, `${user.id} %`)),
    ).toHaveLength(1);
  });
});

describe('links mailed before a change of password or e-mail address', () => {
  /** Asks for a reset link for `email`, as the sign-in page's "Şifremi unuttum" does, and reads it from the mail. */
  async function resetLinkFor(email: string) {
    expect((await clientFor(t).post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const mail = (await mailsTo(email)).findLast((x) => x.text.includes('reset-password?token='))!;
    return decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail.text)![1]);
  }
  const reset = (token: string) =>
    clientFor(t).post('/api/auth/reset-password', { token, password: 'Ele-gecir-42' });
  const askEmailChange = async (me: ReturnType<typeof clientFor>, email: string) => {
    const res = await me.post('/api/account/email', { currentPassword: DEFAULT_PASSWORD, email });
    expect(res.statusCode).toBe(200);
    return tokenIn((await mailsTo(email))[0].text);
  };

  it('a new password ends the reset links and the e-mail change links asked for before it', async () => {
    const user = await createUser(t.db, { email: 'ele-gecen@raket.test' });
    // Someone who knew the password signed in and asked to move the account to their own address,
    // and asked for a reset link to the account's address (a mailbox they can read).
    const intruder = await signIn(user.email);
    const changeToken = await askEmailChange(intruder, 'davetsiz@raket.test');
    const resetToken = await resetLinkFor(user.email);
    // The owner changes the password.
    const me = await signIn(user.email);
    const changed = await me.post('/api/account/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'Kort-parola-8',
    });
    expect(changed.statusCode).toBe(200);
    const refused = await reset(resetToken);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(messages.auth.resetInvalidToken);
    const confirm = await clientFor(t).post('/api/account/email/confirm', { token: changeToken });
    expect(confirm.statusCode).toBe(400);
    expect(errorOf(confirm).message).toBe(m.confirmInvalidToken);
    expect(await emailOf(user.id)).toBe(user.email);
    await signIn(user.email, 'Kort-parola-8');
  });

  it('a password reset ends the e-mail change links asked for before it', async () => {
    const user = await createUser(t.db, { email: 'sifirlanan@raket.test' });
    const intruder = await signIn(user.email);
    const changeToken = await askEmailChange(intruder, 'davetsiz-2@raket.test');
    expect((await reset(await resetLinkFor(user.email))).statusCode).toBe(200);
    const confirm = await clientFor(t).post('/api/account/email/confirm', { token: changeToken });
    expect(confirm.statusCode).toBe(400);
    expect(await emailOf(user.id)).toBe(user.email);
    await signIn(user.email, 'Ele-gecir-42');
  });

  it("a password reset ends push on every device of the player, and on no one else's", async () => {
    const user = await createUser(t.db, { email: 'geri-alinan@raket.test' });
    const other = await createUser(t.db, { email: 'baska-oyuncu@raket.test' });
    const endpoint = () => `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    for (const [who, address] of [
      [user, endpoint()],
      [user, endpoint()],
      [other, endpoint()],
    ] as const) {
      const res = await (await signIn(who.email)).post('/api/push/subscriptions', {
        endpoint: address,
        keys: { p256dh: 'BExampleKey', auth: 'ExampleAuth' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const devicesOf = async (userId: string) =>
      (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).length;
    expect(await devicesOf(user.id)).toBe(2);
    expect((await reset(await resetLinkFor(user.email))).statusCode).toBe(200);
    expect(await devicesOf(user.id)).toBe(0);
    expect(await devicesOf(other.id)).toBe(1);
  });

  it('a new address ends the reset links mailed to the old one', async () => {
    const user = await createUser(t.db, { email: 'tasinan-eski@raket.test' });
    const resetToken = await resetLinkFor(user.email);
    const me = await signIn(user.email);
    const changeToken = await askEmailChange(me, 'tasinan-yeni@raket.test');
    expect((await clientFor(t).post('/api/account/email/confirm', { token: changeToken })).statusCode).toBe(
      200,
    );
    const refused = await reset(resetToken);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(messages.auth.resetInvalidToken);
    await signIn('tasinan-yeni@raket.test');
  });

  it('an admin giving the account a new address ends the reset links mailed to the old one', async () => {
    const user = await createUser(t.db, {
      email: 'yonetici-tasir@raket.test',
      firstName: 'Nur',
      lastName: 'Kaya',
    });
    const resetToken = await resetLinkFor(user.email);
    const admin = await signIn((await createUser(t.db, { role: 'Admin' })).email);
    const edited = await admin.put(`/api/users/${user.id}`, {
      email: 'yonetici-yeni@raket.test',
      firstName: 'Nur',
      lastName: 'Kaya',
      gender: user.gender,
      city: 21,
      role: 'Oyuncu',
      phone: '',
      birthdate: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await reset(resetToken)).statusCode).toBe(400);
    await signIn('yonetici-yeni@raket.test');
  });
});
