// `npm test`: fails when a route group's gzipped JS, counted from the build's manifest as the bench
// counts it (`bundleSizes`, bench/startup-and-size.ts), is over its budget (bench/budgets.ts).
// Builds the web app into a temporary folder, or measures the built web app in the folder given:
//   node --import tsx scripts/check-budgets.ts [dist/web]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JS_BUDGETS_KB, overBudget, unstyledMantineClasses } from '../bench/budgets.js';
import { bundleSizes, routeGroups } from '../bench/startup-and-size.js';

const given = process.argv[2];
const webDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'raket-budgets-'));
try {
  if (!given) {
    console.log('Building the web app to measure its bundles…');
    execFileSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
  }
  const rows = bundleSizes(routeGroups, webDir);
  console.table(
    rows.map((r) => ({ ...r, budgetKb: JS_BUDGETS_KB[r.group as keyof typeof JS_BUDGETS_KB] ?? null })),
  );
  const problems = overBudget(rows, JS_BUDGETS_KB);
  if (problems.length) {
    console.error(`JavaScript over budget:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('Every route group is within its JS budget.');
  // The sign-in forms draw with the stylesheet inlined into index.html alone (web/lib/styles).
  const unstyled = unstyledMantineClasses(
    webDir,
    ['LoginPage', 'RegisterPage', 'ForgotPasswordPage', 'ResetPasswordPage'].map(
      (page) => `src/web/features/auth/${page}.tsx`,
    ),
  );
  if (unstyled.length) {
    console.error(`Mantine classes without their styles:\n${unstyled.map((p) => `  ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log("Every Mantine class the build uses has its styles; the sign-in forms' in index.html.");
} finally {
  if (!given) fs.rmSync(webDir, { recursive: true, force: true });
}
