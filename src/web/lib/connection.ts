import { useSyncExternalStore } from 'react';

/**
 * Whether the API can be reached: the browser says it is offline, or the last API call failed at
 * the network. Cleared by the next API answer or the browser coming back online.
 */
let apiUnreachable = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function noteApiReachable(reachable: boolean) {
  if (apiUnreachable === !reachable) return;
  apiUnreachable = !reachable;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const online = () => {
    apiUnreachable = false;
    emit();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', emit);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', emit);
  };
}

export const isOffline = () => !navigator.onLine || apiUnreachable;

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
 * `load` (a part of the app's code) tried again once the connection is back when its download failed
 * offline (before the service worker has the app), so nothing waiting for it fails meanwhile.
 *
 * - `'while-offline'` (the default): a download that fails while the browser is online (a file gone
 *   after a new version) fails as before, so the screen's error boundary offers to load the page
 *   again instead of waiting forever.
 * - `'until-loaded'`: for a part with no error boundary of its own (the layout's account menu, a
 *   section below a form): every failure waits for the connection, or 15 s, and tries again.
 */
export function loadWhenOnline<T>(
  load: () => Promise<T>,
  retry: 'while-offline' | 'until-loaded' = 'while-offline',
): Promise<T> {
  return load().catch((error: unknown) => {
    if (retry === 'while-offline' && !browserOffline()) throw error;
    return backOnline(retry === 'until-loaded' ? RETRY_PART_MS : undefined).then(() =>
      loadWhenOnline(load, retry),
    );
  });
}

/** How long a part that failed to load while the browser said it was online waits before trying again. */
const RETRY_PART_MS = 15_000;

/** True while the API cannot be reached (see above). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline);
}

/**
 * Forms sent offline before their checks could be fetched (lib/zod-form): they go once the
 * connection is back, and the offline notice says they wait, as it does for TanStack's paused writes.
 */
let formsWaiting = 0;

export function noteFormWaiting(change: 1 | -1) {
  formsWaiting += change;
  emit();
}

export function useFormsWaiting(): number {
  return useSyncExternalStore(subscribe, () => formsWaiting);
}
