import type { NotificationData } from '@mantine/notifications';

/**
 * `notifications.show` of @mantine/notifications, loaded on demand. The container (with its
 * transition, portal and scroll-lock helpers, ~20 KB gzipped) is mounted by `Providers` only once
 * something has been shown: most visits show nothing. A notification shown before the container has
 * mounted waits in Mantine's store and appears when it does.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function notify(data: NotificationData) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then((m) => m.notifications.show(data));
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
