// `npm test`: every check of the project. The checks that need nothing from each other (types,
// lint, migrations, the web build with its budgets, unit tests) run side by side, each one's output
// printed whole when it ends; then the API tests and the browser journeys, which each keep both
// cores busy by themselves, run one after the other on the build just measured.
import { spawn } from 'node:child_process';

const WEB_DIR = '.tmp/web-test';

/** Runs `npm run <script> [-- args]`; resolves with its exit code and output. */
function run(script, args = [], { env = process.env, live = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])], {
      env,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    if (!live) {
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!live) process.stdout.write(`\n▶ ${script} ${args.join(' ')}\n${output}`);
      console.log(`${code === 0 ? '✓' : '✗'} ${script} (${seconds} s)`);
      resolve(code ?? 1);
    });
  });
}

async function step(...runs) {
  const codes = await Promise.all(runs);
  if (codes.some((code) => code !== 0)) process.exit(1);
}

await step(
  run('typecheck'),
  run('lint'),
  run('db:check'),
  run('test:web-build').then((code) => (code === 0 ? run('test:budgets', [WEB_DIR]) : code)),
  run('test:unit'),
);
await step(run('test:api', [], { live: true }));
await step(run('test:e2e', [], { env: { ...process.env, E2E_WEB_DIR: WEB_DIR }, live: true }));
