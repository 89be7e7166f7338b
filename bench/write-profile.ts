// Where a write's time goes: sends one offer and accepts it through the real app (app.inject) on
// PostgreSQL (DATABASE_URL), and prints every statement each request sends, its
// time, which of them ran under a lock (from the first locking statement to COMMIT), and what
// ran after the answer was sent (mail delivery). Makes the database raket_bench_writes_<pid> on the
// server and drops it after. Run:
//   DATABASE_URL=postgres://… npx tsx bench/write-profile.ts
// CPU_PROFILE=file.cpuprofile also writes a V8 profile of the bursts (open it in Chrome's DevTools).
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { openPostgres } from '../src/server/db/client.js';
import { readEnv } from '../src/server/env.js';
import { clientFor } from '../tests/support/client.js';
import { createLadder, sessionCookie } from '../tests/support/factories.js';
import { CapturedMail, TEST_SECRET, type TestApp } from '../tests/support/test-app.js';
import { postgresCpuMs } from './cpu.js';

interface Statement {
  text: string;
  ms: number;
}
let log: Statement[] | null = null;
const original = pg.Client.prototype.query;
// Every pooled connection is a pg.Client: time each statement it sends.
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text: string };
  const text = typeof config === 'string' ? config : config.text;
  const started = performance.now();
  const entry: Statement = { text: text.replace(/\s+/g, ' ').trim(), ms: 0 };
  const done = () => {
    entry.ms = performance.now() - started;
  };
  if (log) log.push(entry);
  // pg.Pool#query passes a callback; a transaction's client awaits the promise.
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as (...a: unknown[]) => void;
    args[last] = (...a: unknown[]) => {
      done();
      callback(...a);
    };
  }
  const result = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function')
    (result as Promise<unknown>).then(done, done);
  return result as never;
} as typeof pg.Client.prototype.query;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL: a PostgreSQL server to profile on');
const DB = `raket_bench_writes_${process.pid}`;
async function admin(statement: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
}
await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin(`CREATE DATABASE ${DB}`);
const url = new URL(serverUrl);
url.pathname = `/${DB}`;
const database = openPostgres(url.toString());
await database.migrate();
const mail = new CapturedMail();
const app = await buildApp({
  database,
  env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: 'http://localhost:3000' }),
  authSecret: TEST_SECRET,
  transport: mail,
  logger: false,
  authRateLimit: 10_000,
  serveWeb: false,
});
await app.ready();
const t = { app, db: database.db, database, mail } as unknown as TestApp;
const { league, players } = await createLadder(t.db, 20);
const client = async (i: number) => clientFor(t, await sessionCookie(t.db, players[i].id, TEST_SECRET));
const offerer = await client(5);
const opponent = await client(4);
const isLock = (s: string) => / for (update|share|no key update)\b/i.test(s);

async function profile(label: string, run: () => Promise<{ statusCode: number }>) {
  // Warm once (sessions, prepared statements), measured on a second pair of players.
  log = [];
  const started = performance.now();
  const res = await run();
  const answeredMs = performance.now() - started;
  const inRequest = log.length;
  await new Promise((r) => setTimeout(r, 300));
  await t.app.deps.mailer.flush();
  const all = log;
  log = null;
  const lockAt = all.findIndex((s) => isLock(s.text));
  const commitAt = all.findIndex((s, i) => i > lockAt && /^commit/i.test(s.text));
  const underLock = lockAt >= 0 ? all.slice(lockAt, commitAt + 1) : [];
  console.log(
    `\n${label}: ${res.statusCode} in ${answeredMs.toFixed(1)} ms; ${inRequest} statements before the answer ` +
      `(${underLock.length} under a lock (the ladder, or the ranks held), ${underLock.reduce((a, s) => a + s.ms, 0).toFixed(1)} ms), ` +
      `${all.length - inRequest} after it`,
  );
  for (const [i, s] of all.entries())
    console.log(
      `${String(i + 1).padStart(3)} ${i >= lockAt && i <= commitAt && lockAt >= 0 ? 'L' : ' '}${i >= inRequest ? 'A' : ' '} ` +
        `${s.ms.toFixed(2).padStart(6)} ms  ${s.text.slice(0, 110)}`,
    );
  return res;
}

// A first pair to warm the code paths and the connections' prepared statements.
const warm = await (await client(3)).post('/api/offers', {
  leagueId: league.id,
  termsAccepted: true,
  opponentId: players[2].id,
});
await (await client(2)).post(`/api/offers/${warm.json().offer.id}/accept`);
await t.app.deps.mailer.flush();

const sent = await profile('POST /api/offers', () =>
  offerer.post('/api/offers', { leagueId: league.id, termsAccepted: true, opponentId: players[4].id }),
);
await profile('POST /api/offers/:id/accept', () =>
  opponent.post(
    `/api/offers/${(sent as unknown as { json(): { offer: { id: string } } }).json().offer.id}/accept`,
  ),
);
// A burst: 40 disjoint pairs of one league (PAIRS=… for another number) send at once, then every
// opponent accepts at once.
const PAIRS = Number(process.env.PAIRS ?? 40);
const burstLadder = await createLadder(t.db, 2 * PAIRS);
const burstClients = await Promise.all(
  burstLadder.players.map(async (p) => clientFor(t, await sessionCookie(t.db, p.id, TEST_SECRET))),
);
/** Runs the calls at once; prints the time for all, the median answer and CPU per call (the app, PostgreSQL). */
async function burst(label: string, calls: (() => Promise<{ statusCode: number; json(): unknown }>)[]) {
  const cpuBefore = process.cpuUsage();
  const postgresBefore = postgresCpuMs();
  const started = performance.now();
  const times: number[] = [];
  const results = await Promise.all(
    calls.map(async (call) => {
      const res = await call();
      times.push(performance.now() - started);
      return res;
    }),
  );
  times.sort((a, b) => a - b);
  const codes = results.map((r) => r.statusCode).join(',');
  console.log(
    `${label}: ${calls.length} at once in ${(performance.now() - started).toFixed(0)} ms; ` +
      `median ${times[times.length >> 1].toFixed(0)} ms; statuses ${[...new Set(codes.split(','))].join('/')}`,
  );
  // What the answers left to do (the outbox passes) counts too.
  await t.app.deps.mailer.flush();
  await t.app.deps.pusher.flush();
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `  CPU per call, the outbox passes after included: the app ${((cpu.user + cpu.system) / 1000 / calls.length).toFixed(2)} ms, ` +
      `PostgreSQL ${((postgresCpuMs() - postgresBefore) / calls.length).toFixed(2)} ms`,
  );
  return results;
}
const profiler = process.env.CPU_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const pairsOf = Array.from({ length: PAIRS }, (_, k) => [2 * k + 1, 2 * k] as const);
const offered = await burst(
  'burst of offers',
  pairsOf.map(
    ([from, to]) =>
      () =>
        burstClients[from].post('/api/offers', {
          leagueId: burstLadder.league.id,
          termsAccepted: true,
          opponentId: burstLadder.players[to].id,
        }),
  ),
);
await burst(
  'burst of acceptances',
  pairsOf.map(
    ([, to], i) =>
      () =>
        burstClients[to].post(
          `/api/offers/${(offered[i].json() as { offer: { id: string } }).offer.id}/accept`,
        ),
  ),
);
if (profiler) {
  const { profile: cpuProfile } = await profiler.post('Profiler.stop');
  fs.writeFileSync(process.env.CPU_PROFILE!, JSON.stringify(cpuProfile));
  console.log(`V8 profile of the bursts: ${process.env.CPU_PROFILE}`);
}
await app.close();
await database.close();
await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
