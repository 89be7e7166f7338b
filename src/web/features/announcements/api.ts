import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAnnouncementList, TAnnouncementRequest } from '../../../shared/contract/announcements.js';
import type { TId, TOk } from '../../../shared/contract/common.js';
import { del, get, post, put } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';

const key = ['announcements'] as const;

export function useAnnouncements() {
  return useQuery({ queryKey: key, queryFn: () => get<TAnnouncementList>('/announcements') });
}

export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<TOk>(`/announcements/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TAnnouncementRequest }) =>
      id ? put<TId>(`/announcements/${id}`, values) : post<TId>('/announcements', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del<TOk>(`/announcements/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
