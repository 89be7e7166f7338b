import type { NotificationData } from '@mantine/notifications';
import { browserOffline, reconnected, whenOnline } from './online.js';

/**
 * `notifications.show` of @mantine/notifications, loaded on demand. The container (with its
 * transition, portal and scroll-lock helpers, ~20 KB gzipped) is mounted by `Providers` only once
 * something has been shown: most visits show nothing. A notification shown before the container has
 * mounted waits until it has.
 */
let wanted = false;

/**
 * `load` (a part of the app's code) asked for once the connection is there (`whenOnline`), and
 * tried again once it is back when its download failed
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
  return whenOnline(load).catch((error: unknown) => {
    if (retry === 'while-offline' && !browserOffline()) throw error;
    return reconnected(retry === 'until-loaded' ? RETRY_PART_MS : undefined).then(() =>
      loadWhenOnline(load, retry),
    );
  });
}

/** How long a part that failed to load while the browser said it was online waits before trying again. */
const RETRY_PART_MS = 15_000;

/** The notifications code, loaded once the connection allows. */
export function loadNotifications(): Promise<typeof import('@mantine/notifications')> {
  return loadWhenOnline(() => import('@mantine/notifications'));
}
const listeners = new Set<() => void>();

export function notify(data: NotificationData) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // Shown once the container is on screen: one shown into the store before it mounted could be
  // missed by its entering transition and never appear.
  void Promise.all([loadNotifications(), containerMounted]).then(([m]) =>
    m.notifications.show({
      ...data,
      // Its close button is named for a screen reader, as every button is.
      closeButtonProps: { 'aria-label': 'Bildirimi kapat', ...data.closeButtonProps },
    }),
  );
}

/** Takes a notification shown with an `id` off the screen (a toast whose action was taken). */
export function dismiss(id: string) {
  void loadNotifications().then((m) => m.notifications.hide(id));
}

let markMounted: () => void = () => {};
const containerMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the container once it has mounted (app/providers). */
export function notificationsMounted() {
  markMounted();
}

/** For `useSyncExternalStore`: true once `notify` has been called. */
export const notificationsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => wanted,
};

const CARRIED = 'raket:notice';

/**
 * Keeps a message to show after the page is opened afresh (`carryNotice` before leaving, then
 * `showCarriedNotice` at start-up): an account deleted, then the sign-in page, says so there.
 */
export function carryNotice(message: string) {
  try {
    sessionStorage.setItem(CARRIED, message);
  } catch {
    // Storage refused (private mode): the message is lost, the page is still right.
  }
}

export function showCarriedNotice() {
  let message: string | null = null;
  try {
    message = sessionStorage.getItem(CARRIED);
    sessionStorage.removeItem(CARRIED);
  } catch {
    return;
  }
  if (message) notify({ color: 'teal', message, autoClose: 10_000 });
}
