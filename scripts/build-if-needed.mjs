// `npm start` runs the built server and serves the built web app: build each when it is missing or
// older than its sources (`--force` builds both). The server is compiled to plain JavaScript so
// production needs no TypeScript loader in memory (docs/performance.md).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const force = process.argv.includes('--force');

function newestSource(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestSource(path.join(target, entry)));
  return newest;
}

function stale(built, sources) {
  return force || !fs.existsSync(built) || fs.statSync(built).mtimeMs < Math.max(...sources.map(newestSource));
}

if (stale('dist/web/index.html', ['src/web', 'src/shared', 'index.html', 'vite.config.ts'])) {
  console.log('Building the web app…');
  execSync('npx vite build', { stdio: 'inherit' });
}

const server = 'dist/app/server/main.js';
if (stale(server, ['src/server', 'src/shared', 'tsconfig.server.json'])) {
  console.log('Building the server…');
  fs.rmSync('dist/app', { recursive: true, force: true });
  execSync('npx tsc -p tsconfig.server.json', { stdio: 'inherit' });
  // The migrations are read from beside the compiled database client.
  fs.cpSync('src/server/db/migrations', 'dist/app/server/db/migrations', { recursive: true });
  // Touched last: the build counts as done only once everything is in place.
  const now = new Date();
  fs.utimesSync(server, now, now);
}
