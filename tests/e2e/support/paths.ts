// Where the browser tests' server keeps its data and finds its web build: one place for the
// Playwright config and the journeys that read the mails or the build's manifest.
import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${e2ePort}`;
/**
 * `npm test` passes the build it has just measured for the budgets (E2E_WEB_DIR); otherwise the
 * config builds one per port, so developers running browser tests side by side never overwrite
 * each other's build.
 */
export const prebuiltWebDir = process.env.E2E_WEB_DIR;
export const e2eWebDir = prebuiltWebDir ?? `.tmp/web-${e2ePort}`;
/** The .eml files the server writes for every mail. */
export const e2eMailDir = () => path.resolve(e2eDataDir, 'mail');

/**
 * How often a journey looks for a mail the server is writing: it arrives within tens of
 * milliseconds, and reading the folder costs little, so the look is repeated sooner than
 * `expect.poll`'s default (which waits up to a second between looks).
 */
export const MAIL_POLL = { intervals: [50, 100, 200] };
