// npm run bench [-- --quick]: start-up time and bundle sizes (load figures join as features land).
import { bundleSizes, routeGroups, startupMs } from './startup-and-size.js';

const quick = process.argv.includes('--quick');

console.log(`Raket benchmarks (${quick ? 'quick' : 'full'}) — ${new Date().toISOString()}`);
console.log('\nGzipped JS/CSS loaded per route group (KB):');
console.table(bundleSizes(routeGroups));
const runs = quick ? 1 : 3;
const times: number[] = [];
for (let i = 0; i < runs; i++) times.push(await startupMs());
console.log(
  `\nnpm start → first 200 from /api/health: ${times.join(', ')} ms (fresh data folder, migrations included)`,
);
