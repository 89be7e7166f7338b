import { useSyncExternalStore } from 'react';
import { whenNetworkQuiet } from './first-use.js';
import { reconnected, whenOnline } from './online.js';

/**
 * The service worker (vite-plugin-pwa's Workbox worker, ADR 008). It is registered once the first
 * screen has drawn, the page has loaded and the network has been quiet for 2 s, so precaching the
 * app (~1.2 MB before compression) never competes with that screen.
 * A new version installs in the background and waits: `useUpdateReady` turns true, and
 * "Yenile" (components/UpdateNotice) activates it and reloads the page, asking first when typed
 * input or a write would be lost.
 *
 * The page never reloads by itself while a form holds typed input (`inputHeld`, lib/unsaved-input)
 * or a write is on its way or waiting for the connection (`writesWaiting`):
 * a new version taken in another tab, or a file of this one gone after a deploy (main.tsx), shows
 * the notice instead, and the page reloads once that input is sent or left (components/UpdateNotice).
 */
let updateReady = false;
/** The page needs the new version and reloads by itself once no input is held (UpdateNotice). */
export let reloadDue = false;
/** Whether a form on screen holds typed input; set by components/UpdateNotice once loaded. */
let inputHeld = () => false;
export const setInputCheck = (check: () => boolean) => {
  inputHeld = check;
};
/**
 * Whether a write is on its way or waits for the connection (set by app/providers): a reload now
 * would lose it, so it waits for the write as it waits for typed input.
 */
let writesWaiting = () => false;
export const setWritesCheck = (check: () => boolean) => {
  writesWaiting = check;
};
/** Whether a write is on its way or waits for the connection now ("Yenile" asks first then). */
export const writesWaitingNow = () => writesWaiting();
let started = false;
let registerNow: (() => void) | undefined;
const listeners = new Set<() => void>();

export function startServiceWorker() {
  if (started || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  started = true;
  // Its code arrives with the registration: a phone that lost the connection before then gets the
  // worker once it is back online, not only on its next visit.
  const register = (): Promise<void> =>
    whenOnline(() => import('./pwa-worker.js')).then(
      ({ registerWorker }) => registerWorker(showUpdate, takeNewVersion),
      retryOnline,
    );
  const retryOnline = () => void reconnected().then(register);
  let asked = false;
  registerNow = () => {
    if (asked) return;
    asked = true;
    void register();
  };
  whenNetworkQuiet(registerNow);
}

/**
 * Registers the worker now rather than once the network is quiet, for what needs one now (turning
 * push on, features/profile/push-device).
 */
export const registerServiceWorkerNow = () => registerNow?.();

export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateReady,
  );
}

/** The new version is ready (`due`: the page needs it): the notice shows "Yenile". */
export function showUpdate(due?: boolean) {
  if (due) reloadDue = true;
  updateReady = true;
  for (const listener of listeners) listener();
}

/**
 * The page needs the new version (its files are gone or no longer cached, or one failed to
 * download, which the browser keeps failing until the page reloads): it reloads now, or, while a
 * form holds typed input or a write waits, shows the notice and reloads once that is sent or left.
 * True when it reloads now.
 */
export function takeNewVersion(): boolean {
  if (inputHeld() || writesWaiting()) {
    showUpdate(true);
    return false;
  }
  reload();
  return true;
}

/** Reloads the page, noting when, so a file that fails again right after does not reload it again. */
export function reload() {
  sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  window.location.reload();
}

const RELOADED_KEY = 'raket:reloaded-for-new-version';

/** Whether the page was reloaded for a new version within the last minute. */
export const reloadedJustNow = () => Date.now() - Number(sessionStorage.getItem(RELOADED_KEY) ?? 0) < 60_000;
