import type { NotificationData } from '@mantine/notifications';
import { loadWhenOnline } from './connection.js';

/**
 * `notifications.show` of @mantine/notifications, loaded on demand. The container (with its
 * transition, portal and scroll-lock helpers, ~20 KB gzipped) is mounted by `Providers` only once
 * something has been shown: most visits show nothing. A notification shown before the container has
 * mounted waits until it has.
 */
let wanted = false;

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
