// API integration tests run on the embedded database (PGlite), and again on PostgreSQL when
// TEST_DATABASE_URL is set (as CI does), so both drivers stay proven.
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('PGlite', withoutPg);
if (TEST_DATABASE_URL) run('PostgreSQL', process.env);
