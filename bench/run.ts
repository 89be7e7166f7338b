// npm run bench [-- --quick]: bundle sizes, start-up time and the load benchmark (PGlite, and
// PostgreSQL too when DATABASE_URL is set). Numbers only: nothing here asserts on time.
// `--load-only` skips the bundles, the start-up and the phone; `--only=writes,mixed` (any of reads,
// writes, mixed) narrows the load runs; `--postgres-only` skips the PGlite run.
import os from 'node:os';
import { FULL_SCALE, QUICK_SCALE } from '../tests/support/bench-factories.js';
import { ALL_SECTIONS, type BenchSection, loadBenchmark } from './load.js';
import { AIMS, phoneBenchmark } from './phone.js';
import { bundleSizes, routeGroups, startupMs } from './startup-and-size.js';

const quick = process.argv.includes('--quick');
// `--only phone` runs the phone section alone (it builds nothing else and starts its own server).
const onlyAt = process.argv.indexOf('--only');
const phoneOnly = onlyAt >= 0 && process.argv[onlyAt + 1] === 'phone';
const loadOnly = process.argv.includes('--load-only');
const only = process.argv.find((a) => a.startsWith('--only='));
const sections = only ? new Set(only.slice('--only='.length).split(',') as BenchSection[]) : ALL_SECTIONS;

console.log(`Raket benchmarks (${quick ? 'quick' : 'full'}) — ${new Date().toISOString()}`);
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
if (!loadOnly) {
  if (!phoneOnly) {
    console.log('\nGzipped JS/CSS loaded per route group (KB):');
    console.table(bundleSizes(routeGroups));
    const runs = quick ? 1 : 3;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await startupMs());
    console.log(
      `\nnpm start → first 200 from /api/health: ${times.join(', ')} ms (fresh data folder, migrations included)`,
    );
  }

  const phone = await phoneBenchmark({ quick });
  console.log(
    `\nPhone on mobile data (Chromium, 1.6 Mbps down, 750 Kbps up, 150 ms RTT, 4× CPU; median of ${phone.runs}; ` +
      'usable = the login form or the dashboard drawn with no loader left; bytes and requests until then, ' +
      'service worker traffic not counted):',
  );
  console.table(phone.rows);
  console.log(
    `Aims: cold /login usable ≤ ${AIMS.coldLoginMs} ms, /dashboard ≤ ${AIMS.coldDashboardMs} ms; first paint ≤ ` +
      `${AIMS.firstPaintMs} ms; warm ≤ ${AIMS.warmMs} ms; cold /login ≤ ${AIMS.coldLoginKb} KB.`,
  );
  console.log('\nJS fetched until the network is idle, per route group:');
  console.table(phone.jsRows);
  console.log(
    `Aims: /login ≤ ${AIMS.jsIdleLoginKb} KB gzipped, /dashboard ≤ ${AIMS.jsIdleDashboardKb} KB gzipped.`,
  );
}

const scale = quick ? QUICK_SCALE : FULL_SCALE;
// `--postgres-only` skips the PGlite run (with DATABASE_URL set); `--only phone` skips the load.
const pg = process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [];
const targets = phoneOnly
  ? []
  : process.argv.includes('--postgres-only') && pg.length
    ? pg
    : [undefined, ...pg];
for (const postgresUrl of targets) {
  const r = await loadBenchmark({
    scale,
    duration: quick ? 3 : 10,
    pairs: quick ? 50 : 400,
    readers: quick ? 10 : 50,
    postgresUrl,
    sections,
  });
  console.log(
    `\nLoad on ${r.kind}: ${scale.users} users, ${scale.leagues} leagues × ${scale.playersPerLeague} players, ` +
      `${scale.offers} offers, ${scale.notifications} notifications, ${scale.adminLogs} admin logs ` +
      `(seeded in ${r.seedSeconds} s; ${r.logins} sign-ins through /api/auth/login in ${r.loginSeconds} s); ` +
      `50 connections, ${quick ? 3 : 10} s per read run`,
  );
  console.table(r.rows);
  console.log('Hot reads on the wire (one reader; "br" as a phone browser asks, decoded and compared):');
  console.table(r.wireSizes);
  console.log(
    `Server RSS: ${r.rssIdle} MB idle with the data set, ${r.rssAfterLogins} MB after the sign-ins, ` +
      `${r.rssPeakReads} MB peak under the reads, ${r.rssPeak} MB peak under reads and writes`,
  );
  const e = r.userExport;
  console.log(
    `User list as CSV (GET /api/users/export, streamed): ${e.users} users, ${e.mb} MB in ${e.ms} ms ` +
      `(HTTP ${e.status}); server RSS ${e.rssBefore} MB before, ${e.rssPeak} MB at most while streaming: ` +
      `+${e.rssGrowth} MB`,
  );
}
