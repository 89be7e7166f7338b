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

/** How many forms wait for the connection now. */
export const formsWaitingNow = () => formsWaiting;

export function useFormsWaiting(): number {
  return useSyncExternalStore(subscribe, () => formsWaiting);
}
