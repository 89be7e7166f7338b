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

/** The player chose to leave (or reload) though writes wait, asked by the app itself. */
let leavingChosen = false;

/** The page leaves at the player's word, asked already: the browser does not ask again. */
export function leaveWithoutAsking() {
  leavingChosen = true;
}

/**
 * Closing the tab, or leaving the app from the address bar, while writes wait for the connection
 * (`unsent`: TanStack's paused writes and the forms above) would drop them without a word, since
 * they live in the page: the browser asks first. A write already sent is not asked about: the
 * server has it, whether or not the page is there for the answer.
 * Returns what stops the asking.
 */
export function askBeforeLeavingUnsent(unsent: () => boolean): () => void {
  const ask = (event: BeforeUnloadEvent) => {
    if (leavingChosen || !unsent()) return;
    event.preventDefault();
    // Older browsers ask only when a value is set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
}
