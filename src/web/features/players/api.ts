import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarLink, TPlayerHistory } from '../../../shared/contract/players.js';
import { get, post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';

export const usePlayerHistory = (id: string) =>
  useQuery({
    queryKey: ['players', id, 'history'],
    queryFn: () => get<TPlayerHistory>(`/players/${id}/history`),
  });

export const useCalendarLink = (enabled: boolean) =>
  useQuery({
    queryKey: ['calendar', 'link'],
    queryFn: () => get<TCalendarLink>('/calendar/link'),
    enabled,
    staleTime: Infinity,
  });

/** A new calendar address; the old one stops working. */
export function useRotateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<TCalendarLink>('/calendar/link/rotate'),
    onSuccess: (link) => queryClient.setQueryData(['calendar', 'link'], link),
  });
}
