// Prints the gzipped JS and CSS the browser loads per route group, and the time from starting the
// server to its first 200 from /api/health. Numbers only: nothing here asserts on time (the JS
// budgets of bench/budgets.ts are checked by `npm test`, scripts/check-budgets.ts, with bundleSizes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serverArgs, serverEnv } from './server-command.js';

/** Chunks reachable from an entry through static imports (what loads before the page renders). */
function closure(
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>,
  key: string,
  seen = new Set<string>(),
) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function gzipSize(dist: string, file: string) {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
}

/** Per route group, the gzipped KB of JS and CSS of the built web app in `dist` (its Vite manifest). */
export function bundleSizes(groups: Record<string, string[]>, dist = 'dist/web') {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error('no build manifest: run `npx vite build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const rows: { group: string; jsKb: number; cssKb: number }[] = [];
  for (const [group, pages] of Object.entries(groups)) {
    const keys = new Set<string>();
    for (const page of pages) {
      // A page moved or renamed must not quietly count as nothing.
      const key = Object.keys(manifest).find((k) => k.endsWith(page));
      if (!key) throw new Error(`no chunk for ${page} in the build: update routeGroups`);
      closure(manifest, key, keys);
    }
    closure(manifest, entry, keys);
    let js = 0;
    let css = 0;
    const cssFiles = new Set<string>();
    for (const key of keys) {
      js += gzipSize(dist, manifest[key].file);
      for (const c of manifest[key].css ?? []) cssFiles.add(c);
    }
    for (const c of cssFiles) css += gzipSize(dist, c);
    rows.push({ group, jsKb: +(js / 1024).toFixed(1), cssKb: +(css / 1024).toFixed(1) });
  }
  return rows;
}

export async function startupMs(port = 3299): Promise<number> {
  const dataDir = `.tmp/bench-startup-${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const child = spawn('node', serverArgs(), {
    env: {
      ...process.env,
      ...serverEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REMINDER_INTERVAL_MINUTES: '0',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://localhost:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return Math.round(performance.now() - started);
      if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const routeGroups = {
  'signed-out (/login)': ['features/auth/LoginPage.tsx'],
  'player (/dashboard)': ['app/SignedInApp.tsx', 'app/dashboard/DashboardPage.tsx'],
  'player (/profile)': ['app/SignedInApp.tsx', 'features/profile/ProfilePage.tsx'],
  'admin (/admin)': ['app/SignedInApp.tsx', 'features/admin/AdminPage.tsx'],
};
