import { useQuery } from '@tanstack/react-query';
import type { TCalendarLink, TPlayerHistory } from '../../../shared/contract/players.js';
import { get } from '../../lib/api.js';

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
