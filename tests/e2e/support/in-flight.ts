import { expect, type Page } from '@playwright/test';

/**
 * Follows the page's requests from now on; `settled()` waits until none is in flight but those
 * `allowed` names (the live-update stream always stays open). A journey that cuts the connection
 * waits for it first: a module whose download the cut interrupts stays failed for that page
 * (Chromium keeps the failure), which is not what such a journey is about.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<string>();
  page.on('request', (r) => inFlight.add(r.url()));
  page.on('requestfinished', (r) => inFlight.delete(r.url()));
  page.on('requestfailed', (r) => inFlight.delete(r.url()));
  return {
    settled: (...allowed: string[]) =>
      expect
        .poll(
          () =>
            [...inFlight].filter(
              (url) => !url.includes('/api/events') && !allowed.some((part) => url.includes(part)),
            ),
          { timeout: 15_000 },
        )
        .toEqual([]),
  };
}
