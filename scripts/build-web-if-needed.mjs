// `npm start` serves the built web app: build it when it is missing or older than its sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = 'dist/web/index.html';

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !fs.existsSync(built) ||
  fs.statSync(built).mtimeMs <
    Math.max(newestSource('src/web'), newestSource('src/shared'), fs.statSync('index.html').mtimeMs);
if (stale) {
  console.log('Building the web app…');
  execSync('npx vite build', { stdio: 'inherit' });
}
