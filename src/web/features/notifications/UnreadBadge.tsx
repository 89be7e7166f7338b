import { Badge } from '@mantine/core';
import { useUnreadCount } from './api.js';

/** The unread notification count on the navigation bar's Bildirimler link; polled, so it stays fresh. */
export function UnreadBadge() {
  const unread = useUnreadCount().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Badge color="red.8" size="sm" circle={unread < 10} aria-label={`${unread} okunmamış bildirim`}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}
