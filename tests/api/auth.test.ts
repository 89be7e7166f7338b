import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { SESSION_CACHE_MS } from '../../src/server/auth/session-cache.js';
import {
  loginThrottles,
  sessions,
  settings,
  users,
  verifications,
} from '../../src/server/db/schema/index.js';
import { readEnv } from '../../src/server/env.js';
import { messages } from '../../src/shared/messages.js';
import { clientFor } from '../support/client.js';
import { createUser } from '../support/factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const anon = () => clientFor(t);
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n;

async function login(email: string, password: string) {
  const res = await anon().post('/api/auth/login', { email, password });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
  return { res, client: clientFor(t, cookie) };
}

describe('register', () => {
  it('makes the first account Super Admin and later ones Oyuncu', async () => {
    const first = await anon().post('/api/auth/register', {
      email: 'ilk@raket.test',
      password: 'gizli123',
      privacyNoticeVersion: 1,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...');
    await anon().post('/api/auth/register', {
      email: 'ikinci@raket.test',
      password: 'gizli123',
      privacyNoticeVersion: 1,
    });
    const rows = await t.db.select({ email: users.email, role: users.role }).from(users);
    expect(rows.find((r) => r.email === 'ilk@raket.test')?.role).toBe('Super Admin');
    expect(rows.find((r) => r.email === 'ikinci@raket.test')?.role).toBe('Oyuncu');
  });

  it('refuses an address in use with the spec text', async () => {
    const before = await userCount();
    const res = await anon().post('/api/auth/register', {
      email: 'ILK@raket.test',
      password: 'baska123',
      privacyNoticeVersion: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Bu e-posta adresi zaten kullanılıyor. Giriş yapmayı deneyin.');
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ email: 'gecersiz', password: 'gizli123' }, 'Geçersiz e-posta adresi.'],
    [{ email: 'a@b.co', password: '12345' }, 'Şifre en az 6 karakter olmalıdır.'],
    [{ email: 42, password: 'gizli123' }, 'Geçersiz e-posta adresi.'],
    [{ email: `${'a'.repeat(300)}@b.co`, password: 'gizli123' }, 'Geçersiz e-posta adresi.'],
    [{ password: 'gizli123' }, 'E-posta adresi zorunludur.'],
    [{ email: '  ', password: 'gizli123' }, 'E-posta adresi zorunludur.'],
    [{ email: 'a@b.co', password: '123456' }, messages.auth.passwordTooCommon],
    [{ email: 'a@b.co', password: 'galatasaray' }, messages.auth.passwordTooCommon],
    [{ email: 'a@b.co', password: 'aaaaaa' }, messages.auth.passwordOneCharacter],
    [{ email: 'a@b.co', password: '      ' }, messages.auth.passwordOneCharacter],
    [{ email: 'kendisi@raket.test', password: 'kendisi@raket.test' }, messages.auth.passwordIsEmail],
    // Accepted by the spec's pattern, refused by better-auth's stricter check: never its own code.
    [{ email: 'a@b.c', password: 'gizli123' }, 'Geçersiz e-posta adresi.'],
    // A Turkish letter typed by habit: said so, rather than 'invalid'.
    [{ email: 'ılker@raket.test', password: 'gizli123' }, messages.auth.emailTurkishLetter],
    [{ email: 'ayse@gmaıl.com', password: 'gizli123' }, messages.auth.emailTurkishLetter],
  ])('refuses bad input %j in Turkish and writes nothing', async (body, message) => {
    const before = await userCount();
    const res = await anon().post('/api/auth/register', { ...body, privacyNoticeVersion: 1 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await userCount()).toBe(before);
  });
});

describe('an address typed on a Turkish keyboard', () => {
  it("takes a capital 'İ' as the address's 'i', at sign-up, sign-in and forgot password", async () => {
    // A phone capitalises the first letter: 'İlker@…' on a Turkish keyboard.
    const res = await anon().post('/api/auth/register', {
      email: 'İlker.Isik@Raket.test',
      password: 'Tenis.2026x',
      privacyNoticeVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, 'ilker.isik@raket.test'));
    expect(row?.email).toBe('ilker.isik@raket.test');
    for (const typed of ['ilker.isik@raket.test', 'İLKER.ISIK@RAKET.TEST', ' İlker.Isik@raket.test ']) {
      const { res: signedIn } = await login(typed, 'Tenis.2026x');
      expect(signedIn.statusCode, typed).toBe(200);
    }
    const forgot = await anon().post('/api/auth/forgot-password', { email: 'İLKER.ISIK@RAKET.TEST' });
    expect(forgot.statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    const mails = t.mail.to('ilker.isik@raket.test');
    expect(mails.some((mail) => mail.text.includes('reset-password?token='))).toBe(true);
  });
});

describe('login and sessions', () => {
  it('signs in, reads /api/me, signs out', async () => {
    await anon().post('/api/auth/register', {
      email: 'giris@raket.test',
      password: 'gizli123',
      privacyNoticeVersion: 1,
    });
    const { res, client } = await login('giris@raket.test', 'gizli123');
    expect(res.statusCode).toBe(200);
    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'giris@raket.test',
      role: 'Oyuncu',
      profile: null,
      isAdmin: false,
    });
    const out = await client.post('/api/auth/logout');
    // The browser drops its copies of the signed-in answers (a shared phone's next user).
    expect(out.headers['clear-site-data']).toBe('"cache"');
    // Signed out is an answer, not a failure: no content, nothing about anyone.
    const after = await client.get('/api/me');
    expect(after.statusCode).toBe(204);
    expect(after.body).toBe('');
  });

  it('refuses a tampered or expired session cookie', async () => {
    await anon().post('/api/auth/register', {
      email: 'kurcalama@raket.test',
      password: 'gizli123',
      privacyNoticeVersion: 1,
    });
    const { client } = await login('kurcalama@raket.test', 'gizli123');
    expect((await client.get('/api/me')).statusCode).toBe(200);
    const cookie = client.cookie!;
    const [name, value] = [
      cookie.slice(0, cookie.indexOf('=')),
      decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)),
    ];
    const dot = value.lastIndexOf('.');
    const forged = `${name}=${encodeURIComponent(`${value.slice(0, dot)}.${'A'.repeat(value.length - dot - 1)}`)}`;
    expect((await clientFor(t, forged).get('/api/me')).statusCode).toBe(204);
    expect((await clientFor(t, `${name}=garbage%`).get('/api/me')).statusCode).toBe(204);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'kurcalama@raket.test'));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    // Changed behind the server's back: its session cache would hold the old row for a few seconds.
    t.app.deps.sessionCache.clear();
    expect((await client.get('/api/me')).statusCode).toBe(204);
  });

  it('a read with a cookie whose session ended deletes the cookie and empties the browser cache, once', async () => {
    await anon().post('/api/auth/register', {
      email: 'biten-oturum@raket.test',
      password: 'gizli123',
      privacyNoticeVersion: 1,
    });
    const { client } = await login('biten-oturum@raket.test', 'gizli123');
    const signedIn = await client.get('/api/me');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['clear-site-data']).toBeUndefined();
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    // Ended elsewhere (as the idle timeout, another device's sign-out or a new password do).
    const [user] = await t.db.select().from(users).where(eq(users.email, 'biten-oturum@raket.test'));
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    t.app.deps.sessionCache.clear();
    const name = client.cookie!.slice(0, client.cookie!.indexOf('='));
    for (const path of ['/api/me', '/api/leagues/mine']) {
      const res = await client.get(path);
      expect(res.statusCode).toBe(path === '/api/me' ? 204 : 401);
      expect(res.headers['clear-site-data']).toBe('"cache"');
      expect(res.headers['set-cookie']).toEqual([`${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
    }
    // A visitor without the cookie, and a write, are told nothing of it.
    const guest = await anon().get('/api/me');
    expect(guest.headers['clear-site-data']).toBeUndefined();
    const write = await client.put('/api/profile', {});
    expect(write.statusCode).toBe(401);
    expect(write.headers['set-cookie']).toBeUndefined();
    expect(write.headers['clear-site-data']).toBeUndefined();
  });

  it('on an https portal takes only the __Secure- cookie it sets, not one without the prefix a plain-http page may set', async () => {
    const secure = await buildApp({
      database: t.database,
      env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: 'https://raket.test' }),
      authSecret: TEST_SECRET,
      transport: t.mail,
      logger: false,
      authRateLimit: 10_000,
    });
    await secure.ready();
    try {
      const email = 'guvenli-cerez@raket.test';
      await anon().post('/api/auth/register', { email, password: 'gizli123', privacyNoticeVersion: 1 });
      const res = await secure.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'gizli123' },
      });
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers['set-cookie']).split(';')[0];
      expect(cookie).toMatch(/^__Secure-raket\.session_token=/);
      const me = (cookieHeader: string) =>
        secure.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader } });
      expect((await me(cookie)).statusCode).toBe(200);
      // The same session under the plain name, as a page over http (or a man in the middle) could set it.
      expect((await me(cookie.replace(/^__Secure-/, ''))).statusCode).toBe(204);
    } finally {
      await secure.close();
    }
  });

  it('tells a failed login in Turkish', async () => {
    const { res } = await login('giris@raket.test', 'yanlis-sifre');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('E-posta adresi veya şifre hatalı.');
    const empty = await anon().post('/api/auth/login', { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe('E-posta adresi zorunludur.');
  });

  it('ends a session left unused for loginTimeout minutes', async () => {
    await anon().post('/api/auth/register', {
      email: 'bosta@raket.test',
      password: 'gizli123',
      privacyNoticeVersion: 1,
    });
    const { client } = await login('bosta@raket.test', 'gizli123');
    expect((await client.get('/api/me')).statusCode).toBe(200);
    await t.db.update(settings).set({ loginTimeout: 5 }).where(eq(settings.id, 'general'));
    t.app.deps.settings.invalidate();
    const [user] = await t.db.select().from(users).where(eq(users.email, 'bosta@raket.test'));
    await t.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.userId, user.id));
    t.app.deps.sessionCache.clear();
    expect((await client.get('/api/me')).statusCode).toBe(204);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    await t.db.update(settings).set({ loginTimeout: 30 }).where(eq(settings.id, 'general'));
    t.app.deps.settings.invalidate();
  });
});

describe('the session cache', () => {
  it('sees a session ended elsewhere within SESSION_CACHE_MS, and its own sign-out at once', async () => {
    // better-auth stamps sessions with the real time; this clock only moves on from it.
    let clock = new Date();
    const own = await createTestApp({ now: () => clock });
    try {
      await clientFor(own).post('/api/auth/register', {
        email: 'onbellek@raket.test',
        password: 'gizli123',
        privacyNoticeVersion: 1,
      });
      const res = await clientFor(own).post('/api/auth/login', {
        email: 'onbellek@raket.test',
        password: 'gizli123',
      });
      const client = clientFor(own, String(res.headers['set-cookie']).split(';')[0]);
      expect((await client.get('/api/me')).statusCode).toBe(200);
      // Another server process signs the user out: this one still trusts its recent read…
      await own.db.delete(sessions);
      expect((await client.get('/api/me')).statusCode).toBe(200);
      // …for no longer than SESSION_CACHE_MS.
      clock = new Date(clock.getTime() + SESSION_CACHE_MS);
      expect((await client.get('/api/me')).statusCode).toBe(204);

      const again = await clientFor(own).post('/api/auth/login', {
        email: 'onbellek@raket.test',
        password: 'gizli123',
      });
      const second = clientFor(own, String(again.headers['set-cookie']).split(';')[0]);
      expect((await second.get('/api/me')).statusCode).toBe(200);
      expect((await second.post('/api/auth/logout', {})).statusCode).toBe(200);
      expect((await second.get('/api/me')).statusCode).toBe(204);
    } finally {
      await own.close();
    }
  });
});

describe('forgot and reset password', () => {
  it('answers the same for unknown addresses and sends no mail', async () => {
    const res = await anon().post('/api/auth/forgot-password', { email: 'yok@raket.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Bu eposta hesabı kayıtlı ise, şifre sıfırlama linki eposta adresinize gönderilmiştir.',
    );
    await t.app.deps.mailer.flush();
    expect(t.mail.to('yok@raket.test')).toHaveLength(0);
  });

  it('refuses an invalid address with the spec text', async () => {
    const res = await anon().post('/api/auth/forgot-password', { email: 'bozuk' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Lütfen geçerli bir eposta adresi giriniz.');
  });

  it('mails a link whose token sets a new password', async () => {
    await anon().post('/api/auth/register', {
      email: 'unuttum@raket.test',
      password: 'eskisi1',
      privacyNoticeVersion: 1,
    });
    const res = await anon().post('/api/auth/forgot-password', { email: 'unuttum@raket.test' });
    expect(res.statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    // The registration's verification link came first.
    const mail = t.mail.to('unuttum@raket.test').find((x) => x.text.includes('reset-password?token='))!;
    const token = /reset-password\?token=([^\s]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await anon().post('/api/auth/reset-password', {
      token: decodeURIComponent(token!),
      password: 'yenisi1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('unuttum@raket.test', 'eskisi1')).res.statusCode).toBe(401);
    expect((await login('unuttum@raket.test', 'yenisi1')).res.statusCode).toBe(200);
    const again = await anon().post('/api/auth/reset-password', {
      token: decodeURIComponent(token!),
      password: 'ucuncu1',
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe('Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.');
  });

  it('ends the wait that failed sign-ins started, so the new password signs in at once', async () => {
    const email = 'kilitli-unuttum@raket.test';
    await anon().post('/api/auth/register', { email, password: 'eskisi1', privacyNoticeVersion: 1 });
    for (let i = 0; i < 10; i++) await login(email, `yanlis-${i}`);
    expect((await login(email, 'eskisi1')).res.statusCode).toBe(429);
    await anon().post('/api/auth/forgot-password', { email });
    await t.app.deps.mailer.flush();
    const mail = t.mail.to(email).find((x) => x.text.includes('reset-password?token='))!;
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail.text)![1]);
    expect((await anon().post('/api/auth/reset-password', { token, password: 'yenisi1' })).statusCode).toBe(
      200,
    );
    expect((await login(email, 'yenisi1')).res.statusCode).toBe(200);
  });
});

describe('reset links', () => {
  async function requestLink(email: string) {
    // Whatever was already on its way (the sign-up's verification link) is out before counting.
    await t.app.deps.mailer.flush();
    const before = t.mail.to(email).length;
    expect((await anon().post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    const mails = t.mail.to(email);
    expect(mails).toHaveLength(before + 1);
    return decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mails.at(-1)!.text)![1]);
  }
  const reset = (token: string, password: string) =>
    anon().post('/api/auth/reset-password', { token, password });

  it('stores reset tokens hashed', async () => {
    await anon().post('/api/auth/register', {
      email: 'ozet@raket.test',
      password: 'gizli123',
      privacyNoticeVersion: 1,
    });
    const token = await requestLink('ozet@raket.test');
    const rows = await t.db.select({ identifier: verifications.identifier }).from(verifications);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.identifier.includes(token))).toBe(false);
  });

  it('ends an older link when a newer one is used', async () => {
    await anon().post('/api/auth/register', {
      email: 'eski-link@raket.test',
      password: 'gizli123',
      privacyNoticeVersion: 1,
    });
    const first = await requestLink('eski-link@raket.test');
    const second = await requestLink('eski-link@raket.test');
    expect((await reset(second, 'yenisi12')).statusCode).toBe(200);
    const old = await reset(first, 'saldirgan9');
    expect(old.statusCode).toBe(400);
    expect(errorOf(old).message).toBe(messages.auth.resetInvalidToken);
    expect((await login('eski-link@raket.test', 'yenisi12')).res.statusCode).toBe(200);
  });

  it('ends a newer link when an older one is used', async () => {
    await anon().post('/api/auth/register', {
      email: 'yeni-link@raket.test',
      password: 'gizli123',
      privacyNoticeVersion: 1,
    });
    const first = await requestLink('yeni-link@raket.test');
    const second = await requestLink('yeni-link@raket.test');
    expect((await reset(first, 'yenisi12')).statusCode).toBe(200);
    expect((await reset(second, 'saldirgan9')).statusCode).toBe(400);
    expect((await login('yeni-link@raket.test', 'yenisi12')).res.statusCode).toBe(200);
  });

  it('mails one account at most three links in fifteen minutes, from any network address; using one lets it ask again', async () => {
    const email = 'bombardiman@raket.test';
    await anon().post('/api/auth/register', { email, password: 'gizli123', privacyNoticeVersion: 1 });
    await t.app.deps.mailer.flush();
    const resetMails = () => t.mail.to(email).filter((x) => x.text.includes('reset-password?token='));
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      // Every request is answered alike, so the answer tells nobody whether the account exists.
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(messages.auth.forgotUserNotFound);
    }
    await t.app.deps.mailer.flush();
    expect(resetMails()).toHaveLength(3);
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(resetMails().at(-1)!.text)![1]);
    expect((await reset(token, 'yenisi12')).statusCode).toBe(200);
    await requestLink(email);
  });

  it('refuses an easy new password, the address itself included, and keeps the link', async () => {
    await anon().post('/api/auth/register', {
      email: 'kolay@raket.test',
      password: 'gizli123',
      privacyNoticeVersion: 1,
    });
    const token = await requestLink('kolay@raket.test');
    for (const [password, message] of [
      ['123456789', messages.auth.passwordTooCommon],
      ['fenerbahce', messages.auth.passwordTooCommon],
      ['zzzzzzzz', messages.auth.passwordOneCharacter],
      ['kolay@raket.test', messages.auth.passwordIsEmail],
    ]) {
      const res = await reset(token, password);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    expect((await reset(token, 'zor-sifre-7')).statusCode).toBe(200);
  });
});

describe('failed sign-ins per account', () => {
  it('locks an account for a minute after ten failures, doubling to at most fifteen, on every instance', async () => {
    let clock = new Date();
    const own = await createTestApp({ now: () => clock });
    // A second app instance on the same database.
    const other = await buildApp({
      database: own.database,
      env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: 'http://localhost:3000' }),
      authSecret: TEST_SECRET,
      transport: own.mail,
      now: () => clock,
      logger: false,
      authRateLimit: 10_000,
    });
    await other.ready();
    try {
      const email = 'kilit@raket.test';
      await clientFor(own).post('/api/auth/register', {
        email,
        password: 'gizli123',
        privacyNoticeVersion: 1,
      });
      const attempt = async (app: typeof other, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          // Each from another address: the per-address limit does not stop them.
          remoteAddress: `10.0.0.${Math.floor(Math.random() * 250) + 1}`,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await attempt(i % 2 ? other : own.app, 'yanlis-sifre')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
      // The right password waits too, on either instance, with a Turkish "when".
      const locked = await attempt(other, 'gizli123');
      expect(locked.statusCode).toBe(429);
      expect(errorOf(locked).message).toBe(messages.auth.loginLocked(1));
      expect((await attempt(own.app, 'gizli123')).statusCode).toBe(429);

      // A minute later one more failure locks for two minutes, then four, eight, and fifteen at most.
      for (const minutes of [2, 4, 8, 15, 15]) {
        clock = new Date(clock.getTime() + 16 * 60_000);
        const failed = await attempt(own.app, 'yanlis-sifre');
        expect(errorOf(failed).message).toBe(messages.auth.loginLocked(minutes));
        clock = new Date(clock.getTime() + (minutes - 1) * 60_000);
        expect((await attempt(other, 'gizli123')).statusCode).toBe(429);
      }
      clock = new Date(clock.getTime() + 60_000);
      expect((await attempt(other, 'gizli123')).statusCode).toBe(200);
      // Success forgets the failures: the next wrong password is a plain failure again.
      expect((await attempt(own.app, 'yanlis-sifre')).statusCode).toBe(401);
      const [row] = await own.db.select().from(loginThrottles).where(eq(loginThrottles.email, email));
      expect(row.failures).toBe(1);
    } finally {
      await other.close();
      await own.close();
    }
  }, 120_000); // some thirty sign-ins, each hashing a password: slow on a busy 2-core machine
});

describe('rate limits', () => {
  /** A sign-in from a network address, with any body (`undefined`: none). */
  const signInFrom = (app: TestApp, remoteAddress: string, payload: unknown) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
      remoteAddress,
    });

  it('limits sign-in attempts per address and account; other accounts from that address still sign in', async () => {
    // The real limit: ten a minute.
    const limited = await createTestApp({ authRateLimit: 10 });
    try {
      const guessed = await createUser(limited.db, { email: 'denenen@raket.test' });
      const neighbour = await createUser(limited.db, { email: 'komsu@raket.test' });
      const club = '10.20.0.7';
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push(
          (await signInFrom(limited, club, { email: guessed.email, password: 'yanlis-1' })).statusCode,
        );
      // The tenth failure also starts the account's own wait (login_throttles).
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
      // The eleventh attempt at that account from that address is over the limit, however it is typed.
      for (const email of [guessed.email, '  DENENEN@Raket.test ']) {
        const over = await signInFrom(limited, club, { email, password: guessed.password });
        expect(over.statusCode).toBe(429);
        expect(errorOf(over).message).toBe(messages.common.tooManyRequests);
      }
      // Another player at the same club signs in, and a third one's typo is a plain failure.
      expect(
        (await signInFrom(limited, club, { email: neighbour.email, password: neighbour.password }))
          .statusCode,
      ).toBe(200);
      expect(
        (await signInFrom(limited, club, { email: 'ucuncu@raket.test', password: 'yanlis-1' })).statusCode,
      ).toBe(401);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('limits all sign-ins from one address to a few times that, whatever the body', async () => {
    // Three a minute per account, so fifteen per address.
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const player = await createUser(limited.db, { email: 'oyuncu-tavan@raket.test' });
      const from = '10.30.0.9';
      // Odd bodies are refused in Turkish, never a server error, and count as attempts.
      for (const body of [undefined, null, [], 'metin', { email: 5, password: 'x' }, { eposta: 'a@b.co' }]) {
        const res = await signInFrom(limited, from, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++)
        statuses.push(
          (await signInFrom(limited, from, { email: `kisi-${i}@raket.test`, password: 'yanlis-1' }))
            .statusCode,
        );
      expect(statuses).toEqual(Array(9).fill(401));
      // The sixteenth request from the address is refused, for a new account and a right password alike.
      for (const body of [
        { email: 'yeni-kisi@raket.test', password: 'yanlis-1' },
        { email: player.email, password: player.password },
      ]) {
        const over = await signInFrom(limited, from, body);
        expect(over.statusCode).toBe(429);
        expect(errorOf(over).message).toBe(messages.common.tooManyRequests);
      }
      // Another address is not held back by it.
      expect(
        (await signInFrom(limited, '10.30.0.10', { email: player.email, password: player.password }))
          .statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
