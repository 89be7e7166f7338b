import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's service worker is registered and active. It installs some seconds after
 * the network has gone quiet; looking four times a second finds it sooner than expect.poll's
 * default pauses, which grow to a second.
 */
export async function expectWorkerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), {
      timeout: 30_000,
      intervals: [100, 250],
    })
    .toBe(true);
}
