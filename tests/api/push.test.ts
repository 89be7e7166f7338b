import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
// @ts-expect-error http_ece (web-push's own encryption) has no type declarations
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushOutbox, pushSubscriptions } from '../../src/server/db/schema/index.js';
import { MAX_ATTEMPTS } from '../../src/server/domain/outbox-worker.js';
import { clientFor } from '../support/client.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { createTestApp, errorOf, TEST_SECRET, type TestApp } from '../support/test-app.js';

/** A stand-in push service on 127.0.0.1: answers each path's status and keeps what it received. */
const received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
const statusOf = (path: string) => (path.startsWith('/gone') ? 410 : path.startsWith('/down') ? 503 : 201);
let service: http.Server;
let serviceUrl: string;
let t: TestApp;

beforeAll(async () => {
  service = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statusOf(req.url ?? '');
      res.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => service.close(resolve));
});

const as = async (userId: string) => clientFor(t, await sessionCookie(t.db, userId, TEST_SECRET));

/** A browser's push subscription: its own key pair and auth secret, as PushManager makes them. */
function device(path: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    body: {
      endpoint: `${serviceUrl}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt(body: Buffer) {
      const plain: Buffer = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: ecdh,
        authSecret: auth.toString('base64url'),
      });
      return JSON.parse(plain.toString('utf8'));
    },
  };
}

async function challenge(leagueId: string, from: string, to: string) {
  const res = await (await as(from)).post('/api/offers', {
    leagueId,
    termsAccepted: true,
    opponentId: to,
    source: 'wizard',
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('web push', () => {
  it('gives the VAPID public key to a signed-in player', async () => {
    const { players } = await createLadder(t.db, 1);
    const res = await (await as(players[0].id)).get('/api/push/key');
    expect(res.statusCode).toBe(200);
    expect(res.json().publicKey).toBe(t.app.deps.vapid.publicKey);
  });

  it('sends exactly one encrypted push per event to each device, opening the event’s screen', async () => {
    const { league, players } = await createLadder(t.db, 3);
    const [top, , third] = players;
    const phone = device(`/ok/${crypto.randomUUID()}`);
    const laptop = device(`/ok/${crypto.randomUUID()}`);
    const me = await as(top.id);
    expect((await me.post('/api/push/subscriptions', phone.body)).statusCode).toBe(200);
    expect((await me.post('/api/push/subscriptions', laptop.body)).statusCode).toBe(200);
    // The same device subscribing again stays one subscription.
    expect((await me.post('/api/push/subscriptions', phone.body)).statusCode).toBe(200);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, top.id)),
    ).toHaveLength(2);

    await challenge(league.id, third.id, top.id);
    // Two passes (as two instances would run): still one push per device.
    await Promise.all([t.app.deps.pusher.flush(), t.app.deps.pusher.flush()]);
    await t.app.deps.pusher.flush();
    for (const d of [phone, laptop]) {
      const got = received.filter((r) => r.body.length > 0 && d.body.endpoint.endsWith(r.path));
      expect(got).toHaveLength(1);
      expect(got[0].headers['content-encoding']).toBe('aes128gcm');
      expect(got[0].headers.authorization).toMatch(/^vapid t=.+, k=.+/);
      const message = d.decrypt(got[0].body);
      expect(message).toEqual({
        title: 'Maç Teklifi',
        body: expect.stringContaining('size maç teklifi gönderdi'),
        url: expect.stringMatching(/^\/match_rew\?teklif=[0-9a-f-]{36}$/),
      });
    }
  });

  it('a device the push service reports gone (410) is removed', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const gone = device(`/gone/${crypto.randomUUID()}`);
    expect((await (await as(players[0].id)).post('/api/push/subscriptions', gone.body)).statusCode).toBe(200);
    await challenge(league.id, players[1].id, players[0].id);
    await t.app.deps.pusher.flush();
    expect(received.filter((r) => gone.body.endpoint.endsWith(r.path))).toHaveLength(1);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.body.endpoint)),
    ).toEqual([]);
  });

  it('a failing push service is retried with backoff, then given up as mail is', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const down = device(`/down/${crypto.randomUUID()}`);
    expect((await (await as(players[0].id)).post('/api/push/subscriptions', down.body)).statusCode).toBe(200);
    await challenge(league.id, players[1].id, players[0].id);
    await t.app.deps.pusher.flush();
    const [sub] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, down.body.endpoint));
    let [row] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, sub.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: the next pass leaves it.
    await t.app.deps.pusher.flush();
    expect(received.filter((r) => down.body.endpoint.endsWith(r.path))).toHaveLength(1);
    // The last allowed attempt, due now: it fails and is given up.
    await t.db
      .update(pushOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(pushOutbox.id, row.id));
    await t.app.deps.pusher.flush();
    [row] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.id, row.id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row.lastError).toBeTruthy();
    expect(received.filter((r) => down.body.endpoint.endsWith(r.path))).toHaveLength(2);
  });

  it('a category switched off for push gets no push, still the in-app notification', async () => {
    const { league, players } = await createLadder(t.db, 2);
    const quiet = device(`/ok/${crypto.randomUUID()}`);
    const me = await as(players[0].id);
    await me.post('/api/push/subscriptions', quiet.body);
    await me.put('/api/notification-settings', {
      categories: [{ category: 'challenges', email: true, push: false }],
    });
    await challenge(league.id, players[1].id, players[0].id);
    await t.app.deps.pusher.flush();
    expect(received.filter((r) => quiet.body.endpoint.endsWith(r.path))).toEqual([]);
    const mine = await t.db.select().from(notifications).where(eq(notifications.userId, players[0].id));
    expect(mine.some((n) => n.type === 'matchOffer')).toBe(true);
  });

  it('a new announcement is pushed to those who take announcements by push (off by default)', async () => {
    const { players } = await createLadder(t.db, 2);
    const [keen, quiet] = players;
    const keenDevice = device(`/ok/${crypto.randomUUID()}`);
    const quietDevice = device(`/ok/${crypto.randomUUID()}`);
    await (await as(keen.id)).post('/api/push/subscriptions', keenDevice.body);
    await (await as(keen.id)).put('/api/notification-settings', {
      categories: [{ category: 'announcements', email: true, push: true }],
    });
    await (await as(quiet.id)).post('/api/push/subscriptions', quietDevice.body);
    const admin = await createUser(t.db, { role: 'Admin' });
    const res = await (await as(admin.id)).post('/api/announcements', {
      title: 'Kortlar bakımda',
      content: 'Cumartesi kortlar kapalı.',
      endDate: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.deps.pusher.flush();
    const got = received.filter((r) => keenDevice.body.endpoint.endsWith(r.path));
    expect(got).toHaveLength(1);
    expect(keenDevice.decrypt(got[0].body)).toEqual({
      title: 'Yeni duyuru',
      body: 'Kortlar bakımda',
      url: '/dashboard',
    });
    expect(received.filter((r) => quietDevice.body.endpoint.endsWith(r.path))).toEqual([]);
  });

  it('a long message goes as a preview that fits a push service’s 4 096 bytes; the app shows it whole', async () => {
    const { players } = await createLadder(t.db, 1);
    const [reader] = players;
    const phone = device(`/ok/${crypto.randomUUID()}`);
    await (await as(reader.id)).post('/api/push/subscriptions', phone.body);
    await (await as(reader.id)).put('/api/notification-settings', {
      categories: [{ category: 'announcements', email: true, push: true }],
    });
    const admin = await createUser(t.db, { role: 'Admin' });
    const text = 'Çarşamba günü kortlarımızda ağaç budama çalışması yapılacaktır. '.repeat(150);
    const res = await (await as(admin.id)).post('/api/send-email', {
      to: reader.email,
      subject: 'Kort düzeni',
      text,
      notify: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.deps.pusher.flush();
    const got = received.filter((r) => phone.body.endpoint.endsWith(r.path));
    expect(got).toHaveLength(1);
    expect(got[0].body.length).toBeLessThanOrEqual(4096);
    const message = phone.decrypt(got[0].body);
    expect(message.title).toBe('Kort düzeni');
    expect(message.body).toMatch(/^Çarşamba günü kortlarımızda ağaç budama çalışması yapılacaktır\. .*…$/s);
    expect([...message.body].length).toBeLessThanOrEqual(300);
    const [inApp] = await t.db.select().from(notifications).where(eq(notifications.userId, reader.id));
    expect(inApp.message).toBe(text.trim());
  });

  it('keeps at most ten devices per player: a further one replaces the one longest unrenewed', async () => {
    const { players } = await createLadder(t.db, 2);
    const me = await as(players[0].id);
    const endpoints: string[] = [];
    for (let i = 0; i < 12; i++) {
      const d = device(`/many/${crypto.randomUUID()}`);
      endpoints.push(d.body.endpoint);
      expect((await me.post('/api/push/subscriptions', d.body)).statusCode).toBe(200);
      // Saving the first device again renews it: it outlives the ones saved after it once.
      if (i === 5)
        await me.post(
          '/api/push/subscriptions',
          device(endpoints[0].slice(endpoints[0].indexOf('/many/'))).body,
        );
    }
    const rows = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, players[0].id));
    expect(rows.map((r) => r.endpoint).sort()).toEqual([endpoints[0], ...endpoints.slice(3)].sort());
  });

  it('refuses an address that is no push service, and removes only the caller’s own device', async () => {
    const { players } = await createLadder(t.db, 2);
    const me = await as(players[0].id);
    const bad = await me.post('/api/push/subscriptions', {
      endpoint: 'ftp://127.0.0.1/push',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Bu tarayıcının bildirim adresi kabul edilmedi.');
    const mine = device(`/ok/${crypto.randomUUID()}`);
    await me.post('/api/push/subscriptions', mine.body);
    const other = await as(players[1].id);
    const remove = { endpoint: mine.body.endpoint };
    const res = await other.post('/api/push/subscriptions/remove', remove);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, mine.body.endpoint)),
    ).toHaveLength(1);
    const own = await me.post('/api/push/subscriptions/remove', remove);
    expect(own.statusCode).toBe(200);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, mine.body.endpoint)),
    ).toEqual([]);
  });

  it('says whether push is on for a device, for the caller only, and not once it was ended', async () => {
    const { players } = await createLadder(t.db, 2);
    const me = await as(players[0].id);
    const other = await as(players[1].id);
    const mine = device(`/ok/${crypto.randomUUID()}`);
    const stateOf = async (client: typeof me) => {
      const res = await client.get(
        `/api/push/subscriptions/state?endpoint=${encodeURIComponent(mine.body.endpoint)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await stateOf(me)).toEqual({ on: false });
    await me.post('/api/push/subscriptions', mine.body);
    expect(await stateOf(me)).toEqual({ on: true });
    // Another player asking about this device learns nothing of it.
    expect(await stateOf(other)).toEqual({ on: false });
    // Ended from another session of the player (all other devices signed out): off, though the
    // browser here still holds its subscription.
    await me.post('/api/account/sessions/end-others', {});
    const again = await as(players[0].id);
    expect(await stateOf(again)).toEqual({ on: false });
    const bad = await me.get('/api/push/subscriptions/state?endpoint=yok');
    expect(bad.statusCode).toBe(400);
  });

  it('as served, takes a subscription only at a known push service over https', async () => {
    const served = await createTestApp({ allowHttpPush: false });
    try {
      const player = await createUser(served.db);
      const client = clientFor(served, await sessionCookie(served.db, player.id, TEST_SECRET));
      const keys = { p256dh: 'x', auth: 'y' };
      for (const endpoint of [
        'https://127.0.0.1/push',
        'https://10.0.0.5:8443/admin',
        'https://[::1]/push',
        'https://localhost/push',
        'https://intranet.example.com/push',
        'https://fcm.googleapis.com.example.com/push',
        'http://fcm.googleapis.com/fcm/send/abc',
      ]) {
        const res = await client.post('/api/push/subscriptions', { endpoint, keys });
        expect(res.statusCode, endpoint).toBe(400);
        expect(errorOf(res).message).toBe('Bu tarayıcının bildirim adresi kabul edilmedi.');
      }
      expect(await served.db.select().from(pushSubscriptions)).toEqual([]);
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/abc',
        'https://web.push.apple.com/QGx',
        'https://wns2-par02p.notify.windows.com/w/?token=abc',
      ]) {
        const res = await client.post('/api/push/subscriptions', { endpoint, keys });
        expect(res.statusCode, endpoint).toBe(200);
      }
      expect(await served.db.select().from(pushSubscriptions)).toHaveLength(4);

      // A subscription saved before this check, at an address of the server's own network, is
      // never posted to: the deliverer forgets it and its queued push.
      const [old] = await served.db
        .insert(pushSubscriptions)
        .values({ userId: player.id, endpoint: 'https://127.0.0.1:9/eski', p256dh: 'x', auth: 'y' })
        .returning();
      await served.db.insert(pushOutbox).values({ subscriptionId: old.id, payload: { title: 'Deneme' } });
      await served.app.deps.pusher.flush();
      expect(
        await served.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, old.id)),
      ).toEqual([]);
      expect(await served.db.select().from(pushOutbox)).toEqual([]);
    } finally {
      await served.close();
    }
  });
});
