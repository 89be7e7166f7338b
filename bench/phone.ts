// The phone section of `npm run bench`: Debian's Chromium through Playwright, throttled over CDP to
// a phone on mobile data (1.6 Mbps down, 750 Kbps up, 150 ms RTT, 4× CPU slowdown), against the
// built server. Cold and warm (service worker) loads of /login and /dashboard, and the JS each
// route group fetches until the network is idle. Numbers only: nothing here asserts.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import type { TMe } from '../src/shared/contract/profile.js';
import { leagueBody } from '../tests/support/league-body.js';
import { serverArgs, serverEnv } from './server-command.js';

const PORT = Number(process.env.BENCH_PHONE_PORT ?? 3296);
const BASE = `http://127.0.0.1:${PORT}`;
const DIST = 'dist/web';
const PROFILE = { gender: 'male', phone: '05551112233', birthdate: '1990-01-01', city: 21 };

const LOG = process.env.PHONE_LOG === '1';
/**
 * Chromium asks for brotli only over HTTPS; over the bench's plain HTTP it would get gzip. The
 * phone section sends the Accept-Encoding Chromium sends over HTTPS, so it measures what a phone
 * behind the production HTTPS proxy gets; `--gzip` measures the plain-HTTP case instead.
 */
export const ACCEPT_ENCODING = process.argv.includes('--gzip') ? 'gzip, deflate' : 'gzip, deflate, br, zstd';

export const AIMS = {
  coldLoginMs: 2500,
  coldDashboardMs: 3500,
  firstPaintMs: 1000,
  warmMs: 1000,
  coldLoginKb: 150,
  jsIdleLoginKb: 130,
  jsIdleDashboardKb: 190,
};

async function startServer(dataDir: string): Promise<ChildProcess> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', serverArgs(), {
    env: {
      ...process.env,
      ...serverEnv,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REMINDER_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    if (Date.now() - started > 60_000) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Registers (the first account is the Super Admin), signs in and completes the profile: its cookie. */
async function account(email: string, firstName: string): Promise<string> {
  const body = JSON.stringify({ email, password: 'Kort-parola-7', privacyNoticeVersion: 1 });
  const headers = { 'content-type': 'application/json', origin: BASE };
  await fetch(`${BASE}/api/auth/register`, { method: 'POST', headers, body });
  const res = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers, body });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await fetch(`${BASE}/api/profile`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ firstName, lastName: 'Ölçüm', ...PROFILE }),
  });
  return cookie;
}

interface Traffic {
  bytes: number;
  requests: number;
  /** Scripts fetched: URL path → bytes on the wire. */
  scripts: Map<string, number>;
}

/** A page throttled like a phone on mobile data, counting what crosses the network. */
async function phonePage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': ACCEPT_ENCODING } });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // `PHONE_LOG=1`: the page's own clock for when the usable screen appeared (the heading or the
  // sign-in button with no loader left), its long tasks, and each change of the root's size and of
  // whether a loader shows ([ms, characters, loader]). A string: tsx's helpers do not exist in the
  // page.
  if (LOG)
    await page.addInitScript(`(() => {
      window.__longTasks = [];
      try {
        new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
      } catch {}
      window.__marks = [];
      const check = () => {
        const r = document.getElementById('root');
        const last = window.__marks[window.__marks.length - 1];
        const m = [Math.round(performance.now()), r ? r.innerHTML.length : -1, !!document.querySelector('[role=status][aria-label="Yükleniyor..."]')];
        if (!last || last[1] !== m[1] || last[2] !== m[2]) window.__marks.push(m);
        if (window.__usableAt) return;
        const text = document.body ? document.body.textContent : '';
        const ready = (/Merhaba, Oyuncu/.test(text) || !!Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Giriş Yap'))
          && !document.querySelector('[role=status][aria-label="Yükleniyor..."]');
        if (ready) window.__usableAt = Math.round(performance.now());
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    })()`);
  const traffic: Traffic = { bytes: 0, requests: 0, scripts: new Map() };
  const types = new Map<
    string,
    { type?: string; url: string; fromSw: boolean; start: number; encoding?: string; initiator?: string }
  >();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!t0) t0 = e.timestamp;
    const initiator = e.initiator.url ?? e.initiator.stack?.callFrames[0]?.url ?? e.initiator.type;
    types.set(e.requestId, {
      type: e.type,
      url: e.request.url,
      fromSw: false,
      start: e.timestamp,
      initiator,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const t = types.get(e.requestId);
    if (t) {
      t.fromSw = !!e.response.fromServiceWorker;
      t.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = types.get(e.requestId);
    if (!t || t.fromSw) return;
    traffic.requests++;
    traffic.bytes += e.encodedDataLength;
    if (t.type === 'Script') traffic.scripts.set(new URL(t.url).pathname, e.encodedDataLength);
    // `PHONE_LOG=1`: every response with its start and end (ms since the first request), size and encoding.
    if (LOG) {
      const short = (u?: string) => (u ? u.replace(BASE, '') : '');
      console.log(
        `  ${Math.round((t.start - t0) * 1000)}–${Math.round((e.timestamp - t0) * 1000)} ms ` +
          `${(e.encodedDataLength / 1024).toFixed(1)} KB ${t.encoding ?? '-'} ${short(t.url)} ← ${short(t.initiator)}`,
      );
    }
  });
  const reset = () => {
    traffic.bytes = 0;
    traffic.requests = 0;
    traffic.scripts.clear();
  };
  return { page, traffic, reset };
}

interface Load {
  usableMs: number;
  fcpMs: number;
  kb: number;
  requests: number;
}

/** Goes to `url` and waits until `usable` is on screen with no loader left. */
async function measure(page: Page, traffic: Traffic, url: string, usable: (p: Page) => Promise<unknown>) {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await usable(page);
  await page.getByRole('status', { name: 'Yükleniyor...' }).first().waitFor({ state: 'detached' });
  const usableMs = Date.now() - started;
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  // `PHONE_LOG=1`: where the time went, from the page's own timings (ms since navigation start).
  if (LOG) {
    // Plain values out of the page, reduced here: tsx names the page's own arrow functions with a
    // helper (`__name`) that does not exist in the browser.
    const { nav, res, usableAt, longTasks, marks, timeOrigin } = await page.evaluate(() => {
      const w = window as unknown as { __usableAt?: number; __longTasks?: number[][] };
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        nav: { html: n.responseEnd, domContentLoaded: n.domContentLoadedEventEnd },
        res: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
          name: r.name,
          initiatorType: r.initiatorType,
          responseEnd: r.responseEnd,
        })),
        usableAt: w.__usableAt,
        timeOrigin: performance.timeOrigin,
        marks: (w as unknown as { __marks: unknown }).__marks,
        longTasks: w.__longTasks,
      };
    });
    const last = (f: (r: (typeof res)[number]) => boolean) =>
      Math.round(Math.max(0, ...res.filter(f).map((r) => r.responseEnd)));
    const t = {
      html: Math.round(nav.html),
      domContentLoaded: Math.round(nav.domContentLoaded),
      scripts: res.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js')).length,
      scriptsDone: last((r) => r.name.endsWith('.js')),
      meDone: last((r) => r.name.endsWith('/api/me')),
      apiDone: last((r) => r.name.includes('/api/')),
      navigationStartedAfter: Math.round(timeOrigin - started),
      usableAt,
      longTasks: JSON.stringify(longTasks),
      marks: JSON.stringify(marks),
    };
    console.log(`  page timings: ${JSON.stringify(t)}, usable ${usableMs}`);
  }
  const load: Load = {
    usableMs,
    fcpMs: Math.round(fcpMs),
    kb: +(traffic.bytes / 1024).toFixed(1),
    requests: traffic.requests,
  };
  return load;
}

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;

function jsRow(group: string, traffic: Traffic) {
  let gzipped = 0;
  let served = 0;
  for (const [pathname, wire] of traffic.scripts) {
    served += wire;
    const file = pathname.replace(/^\//, '');
    if (fs.existsSync(path.join(DIST, file))) gzipped += gz(file);
  }
  return {
    group,
    scripts: traffic.scripts.size,
    'gzipped KB': +(gzipped / 1024).toFixed(1),
    'served KB (+ headers)': +(served / 1024).toFixed(1),
  };
}

/** The ladder the measured player stands on: as many players as a league of the benchmark's data. */
const LADDER_SIZE = 100;
const PLAYER_RANK = 40;

/**
 * A league (made by the Super Admin) whose ladder holds LADDER_SIZE players, the measured one at
 * PLAYER_RANK, so /dashboard draws a full ladder as a player in a league sees it. The other
 * players are made through user management and never sign in.
 */
async function ladderWith(adminCookie: string, playerCookie: string) {
  const headers = { 'content-type': 'application/json', origin: BASE, cookie: adminCookie };
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${BASE}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const league = (await post('/api/leagues', leagueBody({ name: 'Ölçüm Ligi' }))) as { id: string };
  const me = (await (await fetch(`${BASE}/api/me`, { headers: { cookie: playerCookie } })).json()) as TMe;
  for (let rank = 1; rank <= LADDER_SIZE; rank++) {
    const userId =
      rank === PLAYER_RANK
        ? me.id
        : (
            (await post('/api/users', {
              email: `rakip${rank}@raket.test`,
              firstName: 'Rakip',
              lastName: `${rank}`,
              ...PROFILE,
            })) as { user: { id: string } }
          ).user.id;
    await post(`/api/leagues/${league.id}/participants`, { userId });
  }
}

export async function phoneBenchmark({ quick }: { quick: boolean }) {
  const dataDir = path.resolve(`.tmp/bench-phone-${process.pid}`);
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    const adminCookie = await account('yonetici@raket.test', 'Yönetici');
    const playerCookie = await account('oyuncu@raket.test', 'Oyuncu');
    await ladderWith(adminCookie, playerCookie);
    const cookies = (cookie: string) =>
      cookie.split('; ').map((c) => {
        const [name, ...rest] = c.split('=');
        return { name, value: rest.join('='), url: BASE };
      });
    const runs = quick ? 1 : 3;
    const loads: Record<string, Load[]> = {};
    const add = (k: string, l: Load) => {
      loads[k] ??= [];
      loads[k].push(l);
    };
    const jsRows: ReturnType<typeof jsRow>[] = [];
    const loginForm = (p: Page) => p.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    // The dashboard is usable once the player's own row of the ladder is drawn.
    const ladder = (p: Page) =>
      p
        .getByRole('table', { name: 'Lig katılımcıları' })
        .getByRole('row', { name: new RegExp(`^${PLAYER_RANK}\\. Oyuncu Ölçüm`) })
        .waitFor();

    for (let i = 0; i < runs; i++) {
      for (const [name, url, cookie, usable] of [
        ['/login', '/login', '', loginForm],
        ['/dashboard', '/dashboard', playerCookie, ladder],
      ] as const) {
        const context = await browser.newContext({
          baseURL: BASE,
          viewport: { width: 390, height: 844 },
          locale: 'tr-TR',
        });
        if (cookie) await context.addCookies(cookies(cookie));
        const { page, traffic, reset } = await phonePage(context);
        if (LOG) console.log(`cold ${name}:`);
        add(`cold ${name}`, await measure(page, traffic, url, usable));
        if (LOG) console.log(`  (usable)`);
        await page.waitForLoadState('networkidle');
        if (i === 0) jsRows.push(jsRow(`${name} (cold, until idle)`, traffic));
        // The service worker has precached the app: the next visit is a warm one.
        await page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          return reg.active?.state;
        });
        await page.waitForFunction(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return reg?.active?.state === 'activated';
        });
        reset();
        if (LOG) console.log(`warm ${name}:`);
        add(`warm ${name}`, await measure(page, traffic, url, usable));
        await context.close();
      }
    }
    // Every route group's JS until the network is idle, cold.
    for (const [group, url, cookie] of [
      ['/profile', '/profile', playerCookie],
      ['/notifications', '/notifications', playerCookie],
      ['/admin', '/admin', adminCookie],
      ['/guesthome', '/guesthome', ''],
    ] as const) {
      const context = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 } });
      if (cookie) await context.addCookies(cookies(cookie));
      const { page, traffic } = await phonePage(context);
      if (LOG) console.log(`cold ${group}:`);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      jsRows.push(jsRow(`${group} (cold, until idle)`, traffic));
      await context.close();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const rows = Object.entries(loads).map(([load, ls]) => ({
      load,
      'usable ms': median(ls.map((l) => l.usableMs)),
      'first paint ms': median(ls.map((l) => l.fcpMs)),
      'KB on the wire': median(ls.map((l) => l.kb)),
      requests: median(ls.map((l) => l.requests)),
    }));
    return { rows, jsRows, runs };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
