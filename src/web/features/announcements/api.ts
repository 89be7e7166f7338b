import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAnnouncementList, TAnnouncementRequest } from '../../../shared/contract/announcements.js';
import { del, get, post, put } from '../../lib/api.js';

const key = ['announcements'] as const;

export function useAnnouncements() {
  return useQuery({ queryKey: key, queryFn: () => get<TAnnouncementList>('/announcements') });
}

export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<{ ok: true }>(`/announcements/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TAnnouncementRequest }) =>
      id
        ? put<{ id: string }>(`/announcements/${id}`, values)
        : post<{ id: string }>('/announcements', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del<{ ok: true }>(`/announcements/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
