import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '../../../shared/contract/common.js';
import type {
  TMarkAllRead,
  TNotification,
  TNotificationPage,
  TUnreadCount,
} from '../../../shared/contract/notifications.js';
import { del, get, post } from '../../lib/api.js';
import { useLiveConnected } from '../../lib/live-updates.js';
import { useMutation } from '../../lib/mutation.js';

const root = ['notifications'] as const;
/** How often the unread count is asked for while a page is open (the navbar badge stays fresh). */
export const UNREAD_POLL_MS = 20_000;

export function useNotificationsPage(page: number) {
  return useQuery({
    queryKey: [...root, 'page', page],
    queryFn: () => get<TNotificationPage>(`/notifications?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useUnreadCount() {
  const live = useLiveConnected();
  return useQuery({
    queryKey: [...root, 'unread'],
    queryFn: () => get<TUnreadCount>('/notifications/unread-count'),
    // The event stream brings changes as they happen; polling only while it is down.
    refetchInterval: live ? false : UNREAD_POLL_MS,
    staleTime: 5_000,
  });
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<TNotification>(`/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del<TOk>(`/notifications/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** "Tümünü okundu işaretle". */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<TMarkAllRead>('/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** "Geri al": a notification deleted a moment ago comes back. */
export function useRestoreNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<TNotification>(`/notifications/${id}/restore`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
