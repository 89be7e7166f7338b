/** Whether the browser says it has no connection (false where there is no browser, as in tests). */
export const browserOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Whether the app's code can be fetched now: the browser is online, or a service worker controls
 * the page, which holds every file of this version and serves them offline too (ADR 008).
 */
export const codeReachable = () =>
  !browserOffline() || (typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller);

/** Settles when the browser says it is back online, or after `maxWaitMs` if given. */
export function backOnline(maxWaitMs?: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = maxWaitMs === undefined ? undefined : setTimeout(done, maxWaitMs);
    window.addEventListener('online', done);
  });
}

/**
 * Settles once the browser is back online (or after `maxWaitMs`) and the server answers: the
 * browser says it is online a moment before its requests go through, and a part asked for in that
 * moment would fail as if offline.
 */
export function reconnected(maxWaitMs?: number): Promise<void> {
  return backOnline(maxWaitMs).then(() => (browserOffline() ? undefined : serverAnswers()));
}

/**
 * Runs `load` (an import of a part of the app's code) at once where the code can be fetched
 * (`codeReachable`), else once the connection is back and the server answers (`reconnected`). A
 * module the browser failed to fetch stays failed for the page's life (Chromium keeps the failure
 * in its module map: importing it again, online, fails again without a request), so a part is
 * never asked for where it could only fail.
 */
export function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  return codeReachable() ? load() : reconnected().then(() => whenOnline(load));
}

/** The one check of the server's answer under way, which everything waiting for it shares. */
let answering: Promise<void> | null = null;

/**
 * Settles once the server answers its health check (never cached), asked each second; gives up
 * waiting when the browser goes offline again (the caller then waits for the connection once more).
 */
function serverAnswers(): Promise<void> {
  answering ??= (async () => {
    while (!browserOffline()) {
      try {
        if ((await fetch('/api/health', { cache: 'no-store' })).ok) return;
      } catch {
        // Not through yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })().finally(() => {
    answering = null;
  });
  return answering;
}
