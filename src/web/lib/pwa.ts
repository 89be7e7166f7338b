import { useSyncExternalStore } from 'react';
import { whenNetworkQuiet } from './first-use.js';

/**
 * The service worker (vite-plugin-pwa's Workbox worker, ADR 008). It is registered once the first
 * screen has drawn, the page has loaded and the network has been quiet for 2 s, so precaching the
 * app (~1.2 MB before compression) never competes with that screen.
 * A new version installs in the background and waits: `useUpdateReady` turns true, and
 * `applyUpdate` (the "Yenile" button) activates it and reloads the page.
 */
let updateReady = false;
let update: ((reload?: boolean) => Promise<void>) | undefined;
let started = false;
let registerNow: (() => void) | undefined;
const listeners = new Set<() => void>();

export function startServiceWorker() {
  if (started || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  started = true;
  // Its code arrives with the registration: a phone that lost the connection before then gets the
  // worker once it is back online, not only on its next visit.
  const register = (): Promise<void> =>
    Promise.all([import('virtual:pwa-register'), import('./open-from-push.js')]).then(
      ([{ registerSW }, { openScreensFromPush }]) => {
        openScreensFromPush();
        update = registerSW({
          immediate: true,
          onNeedRefresh() {
            updateReady = true;
            for (const listener of listeners) listener();
          },
          onRegisteredSW(_url, registration) {
            // A player who keeps the app open for days still hears of a new version.
            if (registration) setInterval(() => registration.update().catch(() => {}), 60 * 60 * 1000);
          },
        });
      },
      retryOnline,
    );
  const retryOnline = () => window.addEventListener('online', () => void register(), { once: true });
  let asked = false;
  registerNow = () => {
    if (asked) return;
    asked = true;
    void register();
  };
  whenNetworkQuiet(registerNow);
}

/**
 * The active worker, for what needs one now (turning push on): the worker is registered at once
 * rather than when the network is quiet, and the answer waits until it has installed. Rejects
 * when no worker is active within `ms` (the app could not be fetched).
 */
export function activeServiceWorker(ms = 30_000): Promise<ServiceWorkerRegistration> {
  registerNow?.();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('service worker not active')), ms);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateReady,
  );
}

export function applyUpdate() {
  void update?.(true);
}
