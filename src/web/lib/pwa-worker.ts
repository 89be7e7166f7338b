import { registerSW } from 'virtual:pwa-register';
import { openScreensFromPush } from './open-from-push.js';

/**
 * The service worker's registration, loaded with the worker's code (lib/pwa keeps only what the
 * first screen needs). `ready`: a new version has installed and waits. `takenOver`: a new version
 * took over the page (activated here, or in another tab whose "Yenile" did it), whose files are
 * no longer cached, so it should reload.
 */
let update: (() => Promise<void>) | undefined;
/** A new worker waits to be activated (otherwise "Yenile" just reloads the page). */
let workerWaiting = false;

export function registerWorker(ready: () => void, takenOver: () => void) {
  openScreensFromPush();
  update = registerSW({
    immediate: true,
    onNeedRefresh() {
      workerWaiting = true;
      ready();
    },
    onNeedReload() {
      workerWaiting = false;
      takenOver();
    },
    onRegisteredSW(_url, registration) {
      // A player who keeps the app open for days still hears of a new version.
      if (registration) setInterval(() => registration.update().catch(() => {}), 60 * 60 * 1000);
    },
  });
}

/** Activates the waiting worker, which reloads the page ("Yenile"); false when none waits. */
export function activateWaitingWorker(): boolean {
  if (!workerWaiting || !update) return false;
  void update();
  return true;
}
