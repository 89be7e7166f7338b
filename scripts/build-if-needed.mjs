// `npm start` runs the built server and serves the built web app: build each when it is missing or
// older than its sources (`--force` builds both). The server is compiled to plain JavaScript so
// production needs no TypeScript loader in memory (docs/performance.md).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const force = process.argv.includes('--force');

/** The newest change below `target`; a folder's own time counts, so a deleted file does too. */
function newestSource(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestSource(path.join(target, entry)));
  return newest;
}

function stale(built, sources) {
  return (
    force || !fs.existsSync(built) || fs.statSync(built).mtimeMs < Math.max(...sources.map(newestSource))
  );
}

if (
  stale('dist/web/index.html', [
    'src/web',
    'src/shared',
    'index.html',
    'vite.config.ts',
    'scripts/vite-plugins.ts',
    'public',
  ])
) {
  console.log('Building the web app…');
  execSync('npx vite build', { stdio: 'inherit' });
}

// Written only once a build has fully succeeded: a failed or interrupted build is done again.
const serverStamp = 'dist/app/.built';
if (stale(serverStamp, ['src/server', 'src/shared', 'tsconfig.json', 'tsconfig.server.json'])) {
  console.log('Building the server…');
  fs.rmSync('dist/app', { recursive: true, force: true });
  execSync('npx tsc -p tsconfig.server.json', { stdio: 'inherit' });
  // The migrations are read from beside the compiled database client.
  fs.cpSync('src/server/db/migrations', 'dist/app/server/db/migrations', { recursive: true });
  fs.writeFileSync(serverStamp, new Date().toISOString());
}
