// The HTTP edge: cross-site writes, what a hand-made request is told, what the API describes to
// whom, the headers on every answer, and what the log keeps of a failure shown as a Turkish 500.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchOffers, sessions } from '../../src/server/db/schema/index.js';
import { createOfferRow } from '../support/challenge-factories.js';
import { clientFor, SAME_ORIGIN } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { makeModerator } from '../support/league-factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

const CROSS_SITE =
  'Bu istek başka bir siteden geldiği için reddedildi. Lütfen sayfayı yenileyip tekrar deneyiniz.';

/** Every line the app logs, parsed. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'error', stream: logStream } });
});
afterAll(() => t.close());

/** A pending offer from `offerer` to `opponent`, and a session cookie for each. */
async function pendingOffer() {
  const { league, players } = await createLadder(t.db, 2);
  const [opponent, offerer] = players;
  const offer = await createOfferRow(t.db, league.id, offerer.id, opponent.id);
  return {
    offer,
    offererCookie: await sessionCookie(t.db, offerer.id, TEST_SECRET),
    opponentCookie: await sessionCookie(t.db, opponent.id, TEST_SECRET),
  };
}
const statusOf = async (offerId: string) =>
  (await t.db.select({ status: matchOffers.status }).from(matchOffers).where(eq(matchOffers.id, offerId)))[0]
    .status;

describe('cross-site writes', () => {
  it('refuses a foreign Origin on a percent-encoded path: the offer is not rejected', async () => {
    const { offer, opponentCookie } = await pendingOffer();
    for (const url of [
      `/%61pi/offers/${offer.id}/reject`,
      `/%61%70%69/offers/${offer.id}/reject`,
      `/api/offers/${offer.id}/reject`,
      `//api/offers/${offer.id}/reject`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: opponentCookie, origin: 'http://evil.test' },
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(errorOf(res)).toEqual({ code: 'bad_origin', message: CROSS_SITE });
    }
    expect(await statusOf(offer.id)).toBe('pending');
  });

  it('refuses a null, unreadable, forged or missing Origin on a signed-in write with 403, never 500', async () => {
    const { offer, offererCookie } = await pendingOffer();
    const origins: (string | undefined)[] = [
      'null',
      'garbage',
      '',
      'http://',
      'javascript:alert(1)',
      'file://',
      'http://localhost/yol',
      'http://localhost, http://evil.test',
      'http://localhost.evil.test',
      'http://evil.test',
      'https://localhost:8443',
      undefined,
    ];
    for (const origin of origins) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${offer.id}/cancel`,
        headers: { cookie: offererCookie, ...(origin === undefined ? {} : { origin }) },
      });
      expect(res.statusCode, `Origin ${origin}: ${res.body}`).toBe(403);
      expect(errorOf(res).message).toBe(CROSS_SITE);
    }
    expect(await statusOf(offer.id)).toBe('pending');
  });

  it('lets the portal’s own origin write (the request went to "localhost:80"), and its public address', async () => {
    for (const origin of [SAME_ORIGIN, 'http://localhost:3000']) {
      const { offer, offererCookie } = await pendingOffer();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${offer.id}/cancel`,
        headers: { cookie: offererCookie, origin },
      });
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
      expect(await statusOf(offer.id)).toBe('cancelled');
    }
  });

  it('signs nobody out from another site', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionCookie(t.db, user.id, TEST_SECRET);
    for (const headers of [{ cookie }, { cookie, origin: 'null' }, { cookie, origin: 'http://evil.test' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/%61pi/auth/logout', headers });
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('lets a cookie-less sign-in omit Origin, and reads stay open to any origin', async () => {
    const user = await createUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = await sessionCookie(t.db, user.id, TEST_SECRET);
    const read = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie, origin: 'null' } });
    expect(read.statusCode).toBe(200);
  });
});

describe('offers of others', () => {
  it('answers 404 to someone not in the offer, for reading as for acting', async () => {
    const { offer } = await pendingOffer();
    const stranger = clientFor(t, await sessionCookie(t.db, (await createUser(t.db)).id, TEST_SECRET));
    const read = await stranger.get(`/api/offers/${offer.id}`);
    expect(read.statusCode, read.body).toBe(404);
    expect(errorOf(read).message).toBe('Aradığınız kayıt bulunamadı.');
    for (const verb of ['cancel', 'accept', 'reject']) {
      const res = await stranger.post(`/api/offers/${offer.id}/${verb}`);
      expect(res.statusCode, `${verb}: ${res.body}`).toBe(404);
      expect(res.body).toBe(read.body);
    }
  });
});

describe('the API description and the headers', () => {
  it('serves the OpenAPI document to admins only', async () => {
    expect((await clientFor(t).get('/api/openapi.json')).statusCode).toBe(401);
    const player = clientFor(t, await sessionCookie(t.db, (await createUser(t.db)).id, TEST_SECRET));
    const refused = await player.get('/api/openapi.json');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('/api/users');
    const admin = await createUser(t.db, { role: 'Admin' });
    const res = await clientFor(t, await sessionCookie(t.db, admin.id, TEST_SECRET)).get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/users');
  });

  it('sends a Permissions-Policy switching off the browser features the portal does not use', async () => {
    for (const url of ['/api/health', '/api/yok-boyle-bir-sey', '/baska-bir-sayfa']) {
      const policy = String((await clientFor(t).get(url)).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy, url).toContain(feature);
      // A feature the browser does not know is logged as an error on every page (Chromium: 'bluetooth').
      expect(policy, url).not.toContain('bluetooth');
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'null' },
    });
    expect(refused.headers['permissions-policy']).toContain('camera=()');
  });
});

describe('what caches may keep', () => {
  it('marks every API answer private, so no shared cache hands one caller’s answer to the next', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const me = clientFor(t, await sessionCookie(t.db, players[0].id, TEST_SECRET));
    for (const url of ['/api/me', `/api/leagues/${league.id}/participants`, '/api/notifications']) {
      expect((await me.get(url)).headers['cache-control'], url).toBe('private');
    }
    expect((await clientFor(t).get('/api/me')).headers['cache-control']).toBe('private');
    // An answer that says more keeps its own word: a download is never stored at all.
    const admin = clientFor(
      t,
      await sessionCookie(t.db, (await createUser(t.db, { role: 'Admin' })).id, TEST_SECRET),
    );
    expect((await admin.get('/api/users/export')).headers['cache-control']).toBe('no-store');
    // The web app's files keep their own rules (tests/api/web-static.test.ts).
    expect((await me.get('/baska-bir-sayfa')).headers['cache-control']).toBeUndefined();
  });
});

describe('what a hand-made request is told', () => {
  const admin = async () =>
    clientFor(
      t,
      await sessionCookie(t.db, (await createUser(t.db, { role: 'Super Admin' })).id, TEST_SECRET),
    );

  it('a page number out of range or not a number', async () => {
    const as = await admin();
    for (const page of ['0', '-3', '100001', '1e400', 'abc', '2.5']) {
      for (const url of [
        `/api/users?page=${page}`,
        `/api/admin-logs?from=2026-01-01&to=2026-02-01&page=${page}`,
        `/api/mail/outbox?page=${page}`,
      ]) {
        const res = await as.get(url);
        expect(res.statusCode, url).toBe(400);
        expect(errorOf(res).message, url).toBe('Sayfa numarası geçersiz.');
      }
    }
  });

  it('the admin log without its dates (no bounds), or with dates that are not dates', async () => {
    const as = await admin();
    const missing = await as.get('/api/admin-logs');
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ page: 1 });
    const empty = await as.get('/api/admin-logs?from=&to=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ from: expect.any(String), to: expect.any(String) });
    const wrong = await as.get('/api/admin-logs?from=dun&to=2026-02-30');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      from: 'Tarih YYYY-AA-GG biçiminde olmalıdır.',
      to: 'Geçerli bir tarih giriniz.',
    });
  });

  it('zod’s own checks speak Turkish sentences, without type names or enum keys', async () => {
    const as = await admin();
    const res = await as.put('/api/settings', { loginTimeout: 'uzun', matchCompletionDeadline: -5 });
    expect(res.statusCode).toBe(400);
    for (const message of Object.values(res.json().error.fields as Record<string, string>))
      expect(message).not.toMatch(/beklenen|alınan|number|string|undefined|NaN/);
    const tab = await as.get('/api/admin-logs?from=2026-01-01&to=2026-02-01&tab=kral');
    expect(tab.statusCode).toBe(400);
    expect(errorOf(tab).message).toBe('Geçerli bir seçenek seçiniz.');
  });

  it('malformed JSON, an empty JSON body, a wrong content type, a body too large', async () => {
    const cookie = await sessionCookie(t.db, (await createUser(t.db, { role: 'Admin' })).id, TEST_SECRET);
    const cases: [string, string, number, string][] = [
      ['application/json', '{"title":', 400, 'Gönderilen bilgiler geçersiz.'],
      ['application/json', '', 400, 'Gönderilen bilgiler geçersiz.'],
      ['text/xml', '<duyuru/>', 415, 'Desteklenmeyen içerik türü. Bilgileri JSON olarak gönderiniz.'],
      [
        'multipart/form-data; boundary=x',
        '--x--',
        415,
        'Desteklenmeyen içerik türü. Bilgileri JSON olarak gönderiniz.',
      ],
      ['application/json', `{"title":"${'a'.repeat(300 * 1024)}"}`, 413, 'Gönderilen veri çok büyük.'],
    ];
    for (const [type, payload, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/announcements',
        headers: { cookie, origin: SAME_ORIGIN, 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(status);
      expect(errorOf(res).message).toBe(message);
    }
  });

  it('a raw UTF-8 address Node’s parser refuses is answered in Turkish, not "Client Error"', async () => {
    const server = await createTestApp();
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      for (const path of ['/api/guest/leagues?q=şahin', '/api/ş', '/api/health?x=ü']) {
        const raw = await new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () =>
            socket.write(Buffer.from(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`, 'utf8')),
          );
          const chunks: Buffer[] = [];
          socket.on('data', (d: Buffer) => chunks.push(d));
          socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
          socket.on('error', reject);
        });
        const [head, body] = raw.split('\r\n\r\n');
        expect(head, path).toMatch(/^HTTP\/1\.1 400 /);
        expect(head).toMatch(/content-length: (\d+)/i);
        expect(Number(/content-length: (\d+)/i.exec(head)?.[1])).toBe(Buffer.byteLength(body));
        expect(JSON.parse(body)).toEqual({
          error: { code: 'bad_request', message: 'Gönderilen bilgiler geçersiz.' },
        });
      }
    } finally {
      await server.close();
    }
  });
});

describe('a failure shown as a Turkish 500', () => {
  it('logs the original error with its stack', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const [opponent, offerer] = players;
    await t.db.execute(
      sql.raw(`create function raket_test_fail_offer() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger raket_test_fail_offer before insert on match_offers for each row
      execute function raket_test_fail_offer();`),
    );
    try {
      logLines.length = 0;
      const client = clientFor(t, await sessionCookie(t.db, offerer.id, TEST_SECRET));
      const res = await client.post('/api/offers', {
        leagueId: league.id,
        termsAccepted: true,
        opponentId: opponent.id,
      });
      expect(res.statusCode).toBe(500);
      expect(errorOf(res).message).toBe('Teklif gönderilirken bir hata oluştu.');
      const logged = logLines.find((line) => line.code === 'offer_failed');
      expect(logged, JSON.stringify(logLines)).toBeDefined();
      const err = logged!.err as { message: string; stack: string };
      expect(`${err.message} ${err.stack}`).toContain('disk full');
      expect(err.stack).toMatch(/\n\s+at /);
      expect(res.body).not.toContain('disk full');
    } finally {
      await t.db.execute(sql.raw('drop trigger raket_test_fail_offer on match_offers'));
      await t.db.execute(sql.raw('drop function raket_test_fail_offer()'));
    }
  });
});

describe('the league a league-staff route is asked about', () => {
  it('is refused as not theirs, never a 500, whatever a moderator sends in its place', async () => {
    const { league, players } = await createLadder(t.db, 1);
    await makeModerator(t.db, league.id, players[0].id);
    const mod = clientFor(t, await sessionCookie(t.db, players[0].id, TEST_SECRET));
    const staffRoutes = t.app.deps.routeTable.filter((r) => r.access.kind === 'leagueStaff');
    expect(staffRoutes.length).toBeGreaterThan(5);
    const other = '00000000-0000-4000-8000-000000000000';
    const leagues = ['abc', other, '', 7, null, ['x', 'y'], { id: league.id }];
    const failures: string[] = [];
    for (const r of staffRoutes) {
      const url = (id: unknown) =>
        r.url.replace(':id', encodeURIComponent(String(id))).replace(/:\w+/g, other);
      const tries: { url: string; body?: unknown; query?: string }[] = [
        { url: url('abc') },
        { url: url(other), body: null },
        { url: url(other), query: 'leagueId=x&leagueId=y' },
        ...leagues.map((leagueId) => ({
          url: url(other),
          body: { leagueId },
          query: `leagueId=${leagueId}`,
        })),
      ];
      for (const x of tries) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: x.query ? `${x.url}?${x.query}` : x.url,
          headers: { cookie: mod.cookie, origin: SAME_ORIGIN, 'content-type': 'application/json' },
          ...(r.method === 'GET' || x.body === undefined ? {} : { payload: JSON.stringify(x.body) }),
        });
        if (res.statusCode >= 500)
          failures.push(`${r.method} ${x.url} ${x.query ?? ''} ${JSON.stringify(x.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
