// The load benchmark: seeds the data set, starts the server in production mode on it, signs players
// in through POST /api/auth/login and loads the reads a signed-in player makes most and the ladder
// writes with autocannon at 50 connections, next to the two ceilings of bench/ceiling-server.ts.
// Prints numbers only: nothing here asserts on time.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openPglitePath, openPostgres } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema/index.js';
import { type BenchData, type BenchScale, seedBenchData } from '../tests/support/bench-factories.js';
import { DEFAULT_PASSWORD } from '../tests/support/factories.js';
import { postgresCpuMs, processCpuMs } from './cpu.js';
import { serverArgs, serverEnv } from './server-command.js';

const CONNECTIONS = 50;
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3215);
const CEILING_PORT = Number(process.env.BENCH_CEILING_PORT ?? SERVER_PORT + 1);
/** Writes come from the portal's own page, as a browser's do (every write's Origin is checked). */
const ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export interface LoadOptions {
  scale: BenchScale;
  /** Seconds per read run. */
  duration: number;
  /** Offer pairs (a send and an answer each) for the write runs. */
  pairs: number;
  /** Players whose sessions the read runs rotate through. */
  readers: number;
  /** A PostgreSQL server to run on (a fresh database is made on it and dropped after); PGlite otherwise. */
  postgresUrl?: string;
  /** Which runs to make (all three unless narrowed by `--only=reads,writes,mixed`). */
  sections?: ReadonlySet<BenchSection>;
}

export type BenchSection = 'reads' | 'writes' | 'mixed';
export const ALL_SECTIONS: ReadonlySet<BenchSection> = new Set(['reads', 'writes', 'mixed']);

export interface LoadRow {
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  non2xx: number;
  '% of bare': number;
  '% of 1 query': number;
  /** The one-query ceiling measured just before this read (its ratio's base), in req/s. */
  '1 query before': number | '—';
  /** CPU per request over the run, in ms (`CpuPerRequest`); '—' for the ceilings. */
  'CPU ms/req app': number | '—';
  'CPU ms/req PG': number | '—';
  'CPU ms/req load': number | '—';
}

function templateDatabaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number {
  const status = fs.existsSync(`/proc/${pid}/status`) ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return round(kb / 1024, 1);
}

async function waitFor(url: string, child: ChildProcess, seconds = 120) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() - started > seconds * 1000) throw new Error(`${url} did not answer within ${seconds} s`);
    await sleep(100);
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Signs `email` in through the API; returns the session cookie. */
async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function loginAll(base: string, emails: string[], parallel = 6) {
  const cookies = new Map<string, string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < emails.length) {
        const email = emails[next++];
        cookies.set(email, await login(base, email));
      }
    }),
  );
  return cookies;
}

type Options = autocannon.Options;

async function cannon(opts: Options) {
  // autocannon wants at least one request per connection when it runs a fixed amount.
  return autocannon({ connections: Math.min(CONNECTIONS, opts.amount ?? CONNECTIONS), ...opts });
}

/**
 * A timed run after an untimed warm-up of the same requests, so every endpoint, the ceilings
 * included, is measured with its code compiled and its connections' statements prepared.
 */
async function timedRun(opts: Options & { duration: number }, serverPid?: number) {
  await cannon({ ...opts, duration: Math.max(1, Math.round(opts.duration / 5)) });
  const meter = serverPid ? cpuMeter(serverPid) : null;
  const result = await cannon(opts);
  return Object.assign(result, { cpu: meter?.(result.requests.total) });
}

/**
 * CPU per request over a run, in ms: the app's server (on PGlite, the database inside it too),
 * PostgreSQL's processes, and this process, which generates the load. On a machine of two cores
 * all three share them, so a request's cost is the sum, whatever the wall clock says.
 */
interface CpuPerRequest {
  app: number;
  postgres: number;
  generator: number;
}
function cpuMeter(serverPid: number) {
  const app = processCpuMs(serverPid);
  const postgres = postgresCpuMs();
  const generator = process.cpuUsage();
  return (requests: number): CpuPerRequest => {
    const per = (ms: number) => round(ms / Math.max(requests, 1), 2);
    const own = process.cpuUsage(generator);
    return {
      app: per(processCpuMs(serverPid) - app),
      postgres: per(postgresCpuMs() - postgres),
      generator: per((own.user + own.system) / 1000),
    };
  };
}

/**
 * Waits until the server has written every mail its writes queued (the .eml files under DATA_DIR,
 * SMTP_URL being unset): a write's CPU then includes delivering its mail, which goes on after the
 * answers. Done when the count has not moved for half a second.
 */
async function mailSettled(mailDir: string): Promise<void> {
  const count = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0);
  let last = count();
  for (let still = 0; still < 5; ) {
    await sleep(100);
    const now = count();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

function summary(result: autocannon.Result & { cpu?: CpuPerRequest }) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    cpu: result.cpu,
  };
}

/**
 * A fixed number of requests (the writes) often finishes within a second, where autocannon's
 * per-second average is only the count (and its duration waits for its next one-second tick): its
 * rate is every answered request over the time from the first request to the last answer.
 */
class Span {
  private first = 0;
  private last = 0;
  sent() {
    this.first ||= performance.now();
  }
  answered() {
    this.last = performance.now();
  }
  summary(result: autocannon.Result, cpu?: CpuPerRequest) {
    return {
      ...summary(result),
      rps: (1000 * result.requests.total) / Math.max(this.last - this.first, 1),
      cpu,
    };
  }
}

function withoutClock(body: Buffer): unknown {
  const { now: _clock, ...rest } = JSON.parse(body.toString()) as Record<string, unknown>;
  return rest;
}

interface WireSize {
  read: string;
  plainBytes: number;
  brBytes: number;
  encoding: string;
  sameJson: boolean;
}

/** One GET plain and one with `Accept-Encoding: br`: bytes on the wire, and whether both decode alike. */
async function wireSize(url: string, cookie: string): Promise<Omit<WireSize, 'read'>> {
  const get = (encoding: string) =>
    new Promise<{ body: Buffer; encoding: string }>((resolve, reject) => {
      http
        .get(url, { headers: { cookie, 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ body: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? '') }),
          );
        })
        .on('error', reject);
    });
  const plain = await get('identity');
  const br = await get('gzip, deflate, br');
  const decoded =
    br.encoding === 'br'
      ? zlib.brotliDecompressSync(br.body)
      : br.encoding === 'gzip'
        ? zlib.gunzipSync(br.body)
        : br.body;
  return {
    plainBytes: plain.body.length,
    brBytes: br.body.length,
    encoding: br.encoding || 'none',
    // The dashboard's answer carries the server's clock (`now`), which moves between the two asks.
    sameJson: JSON.stringify(withoutClock(decoded)) === JSON.stringify(withoutClock(plain.body)),
  };
}

interface Pair {
  leagueId: string;
  offerer: string;
  opponent: string;
  opponentId: string;
}

function offerRequest(pair: Pair, cookies: Map<string, string>) {
  return {
    method: 'POST' as const,
    path: '/api/offers',
    headers: { cookie: cookies.get(pair.offerer)!, 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({
      leagueId: pair.leagueId,
      opponentId: pair.opponentId,
      source: 'dashboard',
      termsAccepted: true,
    }),
  };
}

/**
 * A league night: nine reads for every write. The reads rotate through the five player reads, each
 * as a different player of the pairs (so across every league); a write is the next step of a pair:
 * its offer, then the opponent accepting it. An accepted offer plans the pair's match, and no new
 * offer goes out while that match is undecided, so a pair plays once: a write slot takes the next
 * pair that has not yet played. A pair is used by one request at a time; when every pair is busy
 * or has played, the slot becomes a read (`writes` counts the writes made).
 */
function mixedRequest(
  pairs: Pair[],
  cookies: Map<string, string>,
  writes: { offers: number; answers: number },
): autocannon.Request {
  type Slot = { pair: Pair; offerId: string | null };
  const free: Slot[] = pairs.map((pair) => ({ pair, offerId: null }));
  const players = pairs.flatMap((p) => [
    { email: p.offerer, leagueId: p.leagueId },
    { email: p.opponent, leagueId: p.leagueId },
  ]);
  const reads = [
    () => '/api/offers/overview',
    () => '/api/leagues/joinable',
    () => '/api/notifications?page=1',
    (leagueId: string) => `/api/leagues/${leagueId}/participants`,
    () => '/api/notifications/unread-count',
  ];
  let n = 0;
  return {
    method: 'GET',
    setupRequest: (req, context) => {
      const i = n++;
      const ctx = context as { slot?: Slot };
      ctx.slot = undefined;
      if (i % 10 === 9 && free.length > 0) {
        const slot = free.shift()!;
        ctx.slot = slot;
        if (slot.offerId === null) return { ...req, ...offerRequest(slot.pair, cookies) };
        return {
          ...req,
          method: 'POST',
          path: `/api/offers/${slot.offerId}/accept`,
          headers: { cookie: cookies.get(slot.pair.opponent)!, origin: ORIGIN },
          body: undefined,
        };
      }
      const player = players[i % players.length];
      return {
        ...req,
        method: 'GET',
        path: reads[i % reads.length](player.leagueId),
        headers: { cookie: cookies.get(player.email)!, 'accept-encoding': 'gzip, deflate, br' },
        body: undefined,
      };
    },
    onResponse: (status, body, context) => {
      const slot = (context as { slot?: Slot }).slot;
      if (!slot) return;
      if (status === 201) {
        writes.offers++;
        slot.offerId = JSON.parse(body).offer.id;
        // Its answer is the next write, as offers are answered through the night.
        free.unshift(slot);
      } else if (status === 200) writes.answers++;
      else console.warn(`mixed write: ${status} ${body.slice(0, 200)}`);
    },
  };
}

/** Seeds, runs and tears down one database kind; returns the table to print and the memory figures. */
export async function loadBenchmark(o: LoadOptions) {
  const kind = o.postgresUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = path.resolve(`.tmp/bench-data-${process.pid}-${kind}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (o.postgresUrl) {
    dbName = `raket_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: o.postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    databaseUrl = templateDatabaseUrl(o.postgresUrl, dbName);
  }

  const seedStarted = performance.now();
  const database = databaseUrl ? openPostgres(databaseUrl) : openPglitePath(path.join(dataDir, 'pglite'));
  await database.migrate();
  const data: BenchData = await seedBenchData(database.db, o.scale);
  // The user list export is an admin's: the last player of the last league (in no read or write run) is one.
  const exporter = data.leagues.at(-1)!.players.at(-1)!;
  await database.db.update(users).set({ role: 'Admin' }).where(eq(users.email, exporter.email));
  await database.close();
  const seedSeconds = round((performance.now() - seedStarted) / 1000, 1);

  const { DATABASE_URL: _ignored, ...env } = process.env;
  // BENCH_SERVER runs another build of the server (an earlier one copied aside, to compare).
  const server = spawn('node', serverArgs(process.env.BENCH_SERVER), {
    env: {
      ...env,
      ...serverEnv,
      NODE_ENV: 'production',
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_SECRET,
      LOG_LEVEL: 'warn',
      REMINDER_INTERVAL_MINUTES: '0',
      // The nightly copy of the embedded database (a second or more of waiting requests, once a day)
      // would land in a run at any hour from 03:00 Istanbul on: it is no part of a league night's load.
      BACKUP_KEEP: '0',
      // Hundreds of players sign in from this one machine within a minute.
      AUTH_RATE_LIMIT: '1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`the server stopped during the benchmark: code ${code}, signal ${signal}`);
  });
  let stopping = false;
  const ceiling = spawn('node', ['--import', 'tsx', 'bench/ceiling-server.ts', String(CEILING_PORT)], {
    env: { ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  try {
    await waitFor(`${base}/api/health`, server);
    await waitFor(`http://127.0.0.1:${CEILING_PORT}/bare`, ceiling);
    await sleep(1000);
    const rssIdle = rssMb(server.pid!);

    // Who signs in: readers from the first league; write pairs from the others, each player in one
    // pair: the player ranked 2k+2 challenges the one ranked 2k+1 (the rank just above). The mixed
    // run takes three pairs at the foot of every league's ladder.
    const sections = o.sections ?? ALL_SECTIONS;
    const readers = data.leagues[0].players.slice(0, o.readers);
    const pairs: Pair[] = [];
    for (const league of data.leagues.slice(1)) {
      for (let k = 0; k + 1 < league.players.length && pairs.length < o.pairs; k += 2) {
        pairs.push({
          leagueId: league.id,
          offerer: league.players[k + 1].email,
          opponent: league.players[k].email,
          opponentId: league.players[k].id,
        });
      }
    }
    // The writes' warm-up pairs: from the leagues after those, above the mixed run's players.
    const warmPairs: Pair[] = [];
    for (const league of data.leagues.slice(1 + Math.ceil(pairs.length / 50))) {
      for (
        let k = 0;
        k + 1 < league.players.length - 6 && warmPairs.length < Math.min(o.pairs, 100);
        k += 2
      ) {
        warmPairs.push({
          leagueId: league.id,
          offerer: league.players[k + 1].email,
          opponent: league.players[k].email,
          opponentId: league.players[k].id,
        });
      }
    }
    // The mixed run's pairs, each of two players no other run uses: from the foot of every league's
    // ladder but those of the write runs (whose every player is in a pair), three in the warm-up's
    // leagues, more in the others, so that the run seldom runs out of pairs that have not played.
    const writeLeagues = new Set(pairs.map((p) => p.leagueId));
    const warmLeagues = new Set(warmPairs.map((p) => p.leagueId));
    const perLeague = Math.max(3, Math.min(20, Math.ceil(1000 / data.leagues.length)));
    const mixedPairs: Pair[] = data.leagues.flatMap((league, i) => {
      if (writeLeagues.has(league.id)) return [];
      const n = league.players.length;
      const count = i === 0 || warmLeagues.has(league.id) ? 3 : Math.min(perLeague, Math.floor((n - 2) / 2));
      return Array.from({ length: count }, (_, j) => 2 * j + 1).map((k) => ({
        leagueId: league.id,
        offerer: league.players[n - k].email,
        opponent: league.players[n - k - 1].email,
        opponentId: league.players[n - k - 1].id,
      }));
    });
    const loginStarted = performance.now();
    const cookies = await loginAll(base, [
      ...new Set([
        ...(sections.has('reads') ? readers.map((r) => r.email) : []),
        ...(sections.has('writes') ? [...warmPairs, ...pairs].flatMap((p) => [p.offerer, p.opponent]) : []),
        ...(sections.has('mixed') ? mixedPairs.flatMap((p) => [p.offerer, p.opponent]) : []),
      ]),
    ]);
    const loginSeconds = round((performance.now() - loginStarted) / 1000, 1);
    const readerCookies = readers.map((r) => cookies.get(r.email)!);

    /** Every pair sends its offer at once (50 connections); the answered offers' ids, each with its opponent. */
    const sendAll = async (sendPairs: Pair[], span?: Span, label = 'warm-up send') => {
      const offerIds: string[] = [];
      let sent = 0;
      const result = await cannon({
        url: base,
        amount: sendPairs.length,
        requests: [
          {
            method: 'POST',
            path: '/api/offers',
            setupRequest: (req, context) => {
              span?.sent();
              const pair = sendPairs[sent++ % sendPairs.length];
              (context as { pair?: unknown }).pair = pair;
              return { ...req, ...offerRequest(pair, cookies) };
            },
            onResponse: (status, body, context) => {
              span?.answered();
              if (status === 201) {
                const pair = (context as { pair: Pair }).pair;
                offerIds.push(`${JSON.parse(body).offer.id} ${pair.opponent}`);
              } else console.warn(`${label}: ${status} ${body.slice(0, 200)}`);
            },
          },
        ],
      });
      return { offerIds, result };
    };
    /** Every opponent accepts the offer sent to them, at once. */
    const acceptAll = async (offerIds: string[], span?: Span) => {
      let answered = 0;
      return cannon({
        url: base,
        amount: Math.max(offerIds.length, 1),
        requests: [
          {
            method: 'POST',
            onResponse: (status, body) => {
              span?.answered();
              if (status !== 200) console.warn(`accept: ${status} ${body.slice(0, 200)}`);
            },
            setupRequest: (req) => {
              span?.sent();
              const [id, opponent] = (offerIds[answered++ % Math.max(offerIds.length, 1)] ?? '- -').split(
                ' ',
              );
              return {
                ...req,
                path: `/api/offers/${id}/accept`,
                headers: { ...req.headers, cookie: cookies.get(opponent) ?? '', origin: ORIGIN },
              };
            },
          },
        ],
      });
    };
    const sendAndAccept = async (warm: Pair[]) => acceptAll((await sendAll(warm)).offerIds);

    // Sampled from here on: the sign-ins before (scrypt, 32 MB per hash) are not counted as load.
    let rssPeak = rssMb(server.pid!);
    const rssAfterLogins = rssPeak;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(server.pid!));
    }, 200);

    const bare = summary(
      await timedRun({ url: `http://127.0.0.1:${CEILING_PORT}/bare`, duration: o.duration }),
    );
    const oneQuery = summary(
      await timedRun({ url: `http://127.0.0.1:${CEILING_PORT}/one-query`, duration: o.duration }),
    );
    // The machine's speed drifts over a run (the one-query ceiling has measured 3 200 to 7 400
    // req/s on the same machine): each run is compared with the ceiling measured just before it.
    const pairedCeiling = new Map<string, number>();
    const ceilingBefore = async (label: string) =>
      pairedCeiling.set(
        label,
        summary(
          await timedRun({
            url: `http://127.0.0.1:${CEILING_PORT}/one-query`,
            duration: Math.max(1, Math.round(o.duration / 2)),
          }),
        ).rps,
      );

    const readRuns: [string, string][] = sections.has('reads')
      ? [
          ['dashboard data  GET /api/offers/overview', '/api/offers/overview'],
          ['leagues page    GET /api/leagues/joinable', '/api/leagues/joinable'],
          ['notifications   GET /api/notifications', '/api/notifications?page=1'],
          [
            'ladder          GET /api/leagues/:id/participants',
            `/api/leagues/${data.leagues[0].id}/participants`,
          ],
          ['unread badge    GET /api/notifications/unread-count', '/api/notifications/unread-count'],
        ]
      : [];
    const measured: [string, ReturnType<typeof summary>][] = [];
    const wireSizes: WireSize[] = [];
    for (const [label, url] of readRuns) {
      await ceilingBefore(label);
      // One request first, so a broken endpoint shows as such rather than as a slow one; and its
      // size on the wire plain and as a phone's browser gets it (brotli), checked to decode alike.
      const probe = await fetch(base + url, { headers: { cookie: readerCookies[0] } });
      if (probe.status !== 200)
        console.warn(`${label}: ${probe.status} ${(await probe.text()).slice(0, 200)}`);
      wireSizes.push({ read: label, ...(await wireSize(base + url, readerCookies[0])) });
      let n = 0;
      const result = await timedRun(
        {
          url: base,
          duration: o.duration,
          requests: [
            {
              method: 'GET',
              path: url,
              setupRequest: (req) => ({
                ...req,
                headers: {
                  ...req.headers,
                  cookie: readerCookies[n++ % readerCookies.length],
                  'accept-encoding': 'gzip, deflate, br',
                },
              }),
            },
          ],
        },
        server.pid,
      );
      measured.push([label, summary(result)]);
    }

    const rssPeakReads = rssPeak;
    if (sections.has('writes')) {
      // Writes: every pair sends one offer, then every opponent accepts it. First, untimed, the same
      // two steps for other pairs, as the reads have their warm-up: the write paths compiled and the
      // connections' statements prepared, as on a server that has been taking writes all day. The
      // timed pairs' sessions stay unread, as the first write of a league night finds them.
      await sendAndAccept(warmPairs);
      await mailSettled(path.join(dataDir, 'mail'));
      const sendLabel = 'send an offer   POST /api/offers';
      await ceilingBefore(sendLabel);
      const sendSpan = new Span();
      const sendCpu = cpuMeter(server.pid!);
      const { offerIds, result: sendResult } = await sendAll(pairs, sendSpan, sendLabel);
      // CPU per write, its mail's delivery after the answer included.
      await mailSettled(path.join(dataDir, 'mail'));
      measured.push([sendLabel, sendSpan.summary(sendResult, sendCpu(sendResult.requests.total))]);
      const answerLabel = 'answer it       POST /api/offers/:id/accept';
      await ceilingBefore(answerLabel);
      const answerSpan = new Span();
      const answerCpu = cpuMeter(server.pid!);
      const answerResult = await acceptAll(offerIds, answerSpan);
      await mailSettled(path.join(dataDir, 'mail'));
      measured.push([answerLabel, answerSpan.summary(answerResult, answerCpu(answerResult.requests.total))]);
    }

    if (sections.has('mixed')) {
      const mixedLabel = 'mixed: 90 % reads, 10 % offers and answers';
      await ceilingBefore(mixedLabel);
      const writes = { offers: 0, answers: 0 };
      const result = await timedRun(
        {
          url: base,
          duration: o.duration,
          requests: [mixedRequest(mixedPairs, cookies, writes)],
        },
        server.pid,
      );
      measured.push([mixedLabel, summary(result)]);
      console.log(
        `mixed (${kind}): ${writes.offers} offers and ${writes.answers} answers of ${result.requests.total} requests, over ${mixedPairs.length} pairs`,
      );
    }
    clearInterval(sampler);

    // The user list as CSV, every user of the data set, streamed: the server's RSS growth meanwhile.
    const exportCookie = (await loginAll(base, [exporter.email])).get(exporter.email) ?? '';
    await sleep(500);
    const rssBeforeExport = rssMb(server.pid!);
    let rssPeakExport = rssBeforeExport;
    const exportSampler = setInterval(() => {
      rssPeakExport = Math.max(rssPeakExport, rssMb(server.pid!));
    }, 20);
    const exportStarted = performance.now();
    const exportRes = await fetch(`${base}/api/users/export`, { headers: { cookie: exportCookie } });
    let exportBytes = 0;
    let exportLines = 0;
    for await (const chunk of exportRes.body as unknown as AsyncIterable<Uint8Array>) {
      exportBytes += chunk.byteLength;
      for (const b of chunk) if (b === 10) exportLines += 1;
    }
    clearInterval(exportSampler);
    rssPeakExport = Math.max(rssPeakExport, rssMb(server.pid!));
    const userExport = {
      status: exportRes.status,
      users: Math.max(0, exportLines - 1),
      mb: round(exportBytes / 2 ** 20, 1),
      ms: Math.round(performance.now() - exportStarted),
      rssBefore: rssBeforeExport,
      rssPeak: rssPeakExport,
      rssGrowth: round(rssPeakExport - rssBeforeExport, 1),
    };

    const rows: LoadRow[] = [
      ['ceiling: bare Fastify route', bare] as const,
      ['ceiling: one indexed query', oneQuery] as const,
      ...measured,
    ].map(([endpoint, s]) => ({
      endpoint,
      'req/s': round(s.rps),
      'p50 ms': s.p50,
      'p99 ms': s.p99,
      non2xx: s.non2xx,
      '% of bare': round((100 * s.rps) / bare.rps, 1),
      '% of 1 query': round((100 * s.rps) / (pairedCeiling.get(endpoint) ?? oneQuery.rps), 1),
      '1 query before': pairedCeiling.has(endpoint) ? round(pairedCeiling.get(endpoint)!) : '—',
      'CPU ms/req app': s.cpu?.app ?? '—',
      'CPU ms/req PG': s.cpu && o.postgresUrl ? s.cpu.postgres : '—',
      'CPU ms/req load': s.cpu?.generator ?? '—',
    }));
    return {
      kind,
      rows,
      wireSizes,
      rssIdle,
      rssAfterLogins,
      rssPeakReads,
      rssPeak,
      userExport,
      seedSeconds,
      loginSeconds,
      logins: cookies.size,
    };
  } finally {
    stopping = true;
    await stop(server);
    await stop(ceiling);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (o.postgresUrl && dbName) {
      const admin = new pg.Client({ connectionString: o.postgresUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}
