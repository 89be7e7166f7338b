import { defineConfig, devices } from '@playwright/test';

import {
  e2eDataDir,
  e2ePort as port,
  prebuiltWebDir,
  e2eWebDir as webDir,
} from './tests/e2e/support/paths.js';

const buildWeb = prebuiltWebDir ? '' : `npx vite build --outDir ${webDir} --emptyOutDir --logLevel warn && `;

/** One server for all browser tests, on a fresh embedded database; Debian's Chromium drives it. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 2,
  // A journey that fails once is run once more and, if it then passes, listed as flaky in the
  // report: a busy 2-core machine should not sink a run on one slow moment, and a real fault still
  // fails twice.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // The service worker precaches the whole app in every new browser context, which costs each
    // journey CPU for nothing it checks. The journeys about the installed app opt back in with
    // test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // A journey's second try records a trace (actions, DOM snapshots, network), so a real fault,
    // which fails twice, leaves one; a first failure leaves its error and the screenshot below.
    // Recording every journey's first try, to keep the failed ones, cost the browser and the test
    // runner about a tenth of the suite's CPU (2026-11-24); filming them, a third more.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A database migrated once and copied in (support/seed-database.ts) spares the start a migration.
    command: `${buildWeb}rm -rf ${e2eDataDir} && node --import tsx tests/e2e/support/seed-database.ts ${e2eDataDir} && node --import tsx src/server/main.ts`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      WEB_DIR: webDir,
      // Every journey signs in from 127.0.0.1; the production limit of 10 a minute would throttle the suite.
      AUTH_RATE_LIMIT: '1000',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      REMINDER_INTERVAL_MINUTES: '0',
    },
  },
});
