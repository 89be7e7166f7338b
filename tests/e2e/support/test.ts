import { test as base } from '@playwright/test';

export { type Browser, expect, type Locator, type Page, request } from '@playwright/test';

/**
 * Playwright's `test`, which also closes at a journey's end the browser contexts it opened itself
 * (`browser.newContext()`, the helpers' signed-in pages). Playwright closes only its own `context`
 * fixture: a context left open keeps its page, with its live-update stream and timers, running in
 * the worker's browser through every later journey of that worker, and dozens of them slow it.
 */
export const test = base.extend<{ closeOpenedContexts: undefined }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
