import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCalendarLink,
  TPlayerHistory,
  TPlayerMatches,
  TPlayerMatchesQuery,
} from '../../../shared/contract/players.js';
import { get, post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';

export const usePlayerHistory = (id: string) =>
  useQuery({
    queryKey: ['players', id, 'history'],
    queryFn: () => get<TPlayerHistory>(`/players/${id}/history`),
  });

/** The player's matches in the league and season the page's pickers show (all of them without a league). */
export const usePlayerMatches = (id: string, pick: TPlayerMatchesQuery) =>
  useQuery({
    queryKey: ['players', id, 'matches', pick.leagueId ?? null, pick.season ?? null],
    queryFn: () => {
      const query = new URLSearchParams();
      if (pick.leagueId) query.set('leagueId', pick.leagueId);
      if (pick.season) query.set('season', pick.season);
      const search = query.toString();
      return get<TPlayerMatches>(`/players/${id}/matches${search ? `?${search}` : ''}`);
    },
    // The list keeps the last league's matches on screen while the next one loads.
    placeholderData: keepPreviousData,
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
