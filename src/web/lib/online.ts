/** Whether the browser says it has no connection (false where there is no browser, as in tests). */
export const browserOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

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
 * Runs `load` (an import of a part of the app's code) once the browser says it is online and the
 * server answers, at once when the browser already was online. A module the browser failed to fetch stays failed for the page's life
 * (Chromium keeps the failure in its module map: importing it again, online, fails again without a
 * request), so a part is never asked for while offline, where it could only fail.
 */
export function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  return browserOffline()
    ? backOnline()
        .then(serverAnswers)
        .then(() => whenOnline(load))
    : load();
}

/**
 * Settles once the server answers (its health check, never cached), trying each second: the
 * browser says it is online a moment before its requests go through, and a part asked for in that
 * moment would fail as if offline. Gives up waiting when the browser goes offline again (the
 * caller then waits for the connection once more).
 */
async function serverAnswers() {
  while (!browserOffline()) {
    try {
      if ((await fetch('/api/health', { cache: 'no-store' })).ok) return;
    } catch {
      // Not through yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
