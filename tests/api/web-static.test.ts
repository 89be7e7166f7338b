// How the built web app and the API's JSON leave the server: precompressed files, cache headers,
// the index.html fallback, 404 for a missing file, and compressed JSON lists (ADR 008).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueParticipants } from '../../src/server/db/schema/index.js';
import { COMPRESS_FROM_BYTES } from '../../src/server/http/web-app.js';
import { messages } from '../../src/shared/messages.js';
import { createLadder, createUser, sessionCookie } from '../support/factories.js';
import { createNotification } from '../support/messaging-factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/test-app.js';

let t: TestApp;
let webDir: string;
const js = `console.log(${JSON.stringify('Raket '.repeat(400))});`;
const inlineScript = 'document.title = "Raket";';
const html = `<!doctype html><html lang="tr"><head><title>Raket</title><script>${inlineScript}</script></head><body>kabuk</body></html>`;

/** A built web app as `vite build` leaves it: each text file with its .br and .gz beside it. */
function writeBuild(dir: string) {
  const put = (name: string, content: string | Buffer, compressed = true) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    if (!compressed) return;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  };
  put('index.html', html);
  put('assets/index-AbC123xy.js', js);
  put('sw.js', 'self.addEventListener("fetch", () => {});');
  put('manifest.webmanifest', JSON.stringify({ name: 'Raket', start_url: '/dashboard' }));
  put('favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0]), false);
  // What Vite's manifest says of the entry and the sign-in screen's chunk.
  put(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index-AbC123xy.js', isEntry: true, imports: ['_mantine-M1.js'] },
      '_mantine-M1.js': { file: 'assets/mantine-M1.js' },
      '_Input-I1.js': { file: 'assets/Input-I1.js', imports: ['_mantine-M1.js'] },
      'src/web/features/auth/LoginPage.tsx': {
        file: 'assets/LoginPage-L1.js',
        imports: ['_Input-I1.js', '_mantine-M1.js', 'index.html'],
      },
    }),
    false,
  );
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raket-web-'));
  writeBuild(webDir);
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('go out as the brotli file the build wrote, cached for a year as immutable', async () => {
    const res = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('go out as gzip to a browser without brotli, and plain to one that takes neither', async () => {
    const gz = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get('/assets/index-AbC123xy.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(js);
  });

  it('a missing one answers 404, not the app', async () => {
    for (const url of ['/assets/index-Gone1234.js', '/assets/style-Gone1234.css', '/assets/yok']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json().error.message).toBe(messages.common.notFound);
    }
  });
});

describe('the app shell', () => {
  it('index.html is revalidated on every visit, also as the fallback of an app route', async () => {
    for (const url of ['/', '/index.html', '/dashboard', '/notifications?sayfa=2']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('may run its own inline script (by its hash) and no other inline script', async () => {
    const hash = crypto.createHash('sha256').update(inlineScript).digest('base64');
    for (const url of ['/dashboard', '/api/health']) {
      const csp = String((await get(url)).headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim(), url).toBe(`script-src 'self' 'sha256-${hash}'`);
    }
  });

  it("a signed-out screen's address names its chunks for preloading, in every encoding", async () => {
    const links =
      '<link rel="modulepreload" crossorigin href="/assets/LoginPage-L1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/Input-I1.js"></head>';
    const withLinks = html.replace('</head>', links);
    const br = await get('/login', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(withLinks);
    const gz = await get('/Login/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(withLinks);
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(withLinks);
    // A coding the browser refuses (a weight of 0) is not sent to it.
    const noBrotli = await get('/login', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(noBrotli.rawPayload).toString()).toBe(withLinks);
    for (const refusing of ['br;q=0, gzip;q=0', 'identity', 'gzip;q=0, *;q=0']) {
      const res = await get('/login', { 'accept-encoding': refusing });
      expect(res.headers['content-encoding'], refusing).toBeUndefined();
      expect(res.body, refusing).toBe(withLinks);
    }
    const asked = await get('/login', { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(asked.headers['content-encoding']).toBeUndefined();
    // A screen the manifest does not know, or a signed-in address, gets index.html as it is.
    const other = await get('/register', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(other.rawPayload).toString()).toBe(html);
  });

  it('the service worker and the manifest are revalidated too, and served as themselves', async () => {
    const sw = await get('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ start_url: '/dashboard' });
  });

  it('/favicon.ico is the icon, not the app', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });
});

describe('API JSON', () => {
  it('a list larger than one TCP segment leaves compressed, a pre-built JSON string included; a small answer does not', async () => {
    const user = await createUser(t.db, { firstName: 'Pelin' });
    for (let i = 0; i < 5; i++)
      await createNotification(t.db, user.id, {
        subject: `Bildirim ${i}`,
        message: 'Maç teklifi. '.repeat(30),
      });
    const cookie = await sessionCookie(t.db, user.id, TEST_SECRET);
    const plain = await get('/api/notifications', { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const br = await get('/api/notifications', { cookie, 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.payload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/notifications', { cookie, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ ok: true });
  });
});

describe('the ladder', () => {
  it('goes out as brotli compressed once per version of the ladder, as the same JSON; plain to a browser refusing brotli', async () => {
    const { league, players } = await createLadder(t.db, 30);
    const cookie = await sessionCookie(t.db, players[0].id, TEST_SECRET);
    const url = `/api/leagues/${league.id}/participants`;
    const plain = await get(url, { cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(30);

    const br = await get(url, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    // A change to the ladder makes a new version: its compressed answer follows it.
    await t.db
      .update(leagueParticipants)
      .set({ rank: 99 })
      .where(and(eq(leagueParticipants.leagueId, league.id), eq(leagueParticipants.userId, players[0].id)));
    const after = await get(url, { cookie, 'accept-encoding': 'br' });
    const ladder = JSON.parse(zlib.brotliDecompressSync(after.rawPayload).toString());
    expect(ladder.find((r: { userId: string }) => r.userId === players[0].id).rank).toBe(99);

    for (const refusing of ['gzip', 'br;q=0, gzip', 'br;q=0, *', 'identity']) {
      const res = await get(url, { cookie, 'accept-encoding': refusing });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).not.toBe('br');
    }
    const star = await get(url, { cookie, 'accept-encoding': '*' });
    expect(star.headers['content-encoding']).toBe('br');
    const noCompression = await get(url, { cookie, 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(noCompression.headers['content-encoding']).toBeUndefined();
  });
});

describe('POST /api/client-errors', () => {
  it('takes a render error report from anyone; a malformed one gets a Turkish 400', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'x is not a function', path: '/dashboard', stack: 'at Dashboard\nat App' },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'a'.repeat(501), path: '/' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/[çğıöşü]/i);
  });
});
