import type { NotificationData } from '@mantine/notifications';

/**
 * `notifications.show` of @mantine/notifications, loaded on demand: the notification code is not on
 * the first screen's path (the container itself loads right after the first render, see providers).
 */
export function notify(data: NotificationData) {
  void import('@mantine/notifications').then((m) => m.notifications.show(data));
}
