import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateMatchRequest,
  TCreateMatchResponse,
  TLadderPreview,
  TMatchLeagues,
  TMatchPage,
  TPlayerOptions,
} from '../../../shared/contract/matches.js';
import { get, post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';

const matchesKey = ['matches'] as const;

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export function useMatchLeagues() {
  return useQuery({
    queryKey: [...matchesKey, 'leagues'],
    queryFn: () => get<TMatchLeagues>('/matches/leagues'),
  });
}

export function useMatches(leagueId: string | undefined, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...matchesKey, 'list', leagueId ?? 'all', page],
    queryFn: () => get<TMatchPage>(`/matches?${query({ leagueId, page })}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePlayerOptions(leagueId: string | undefined, q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...matchesKey, 'players', leagueId ?? 'all', q],
    queryFn: () => get<TPlayerOptions>(`/matches/players?${query({ leagueId, q })}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Where a played match's result would leave the pair (the add form, before saving). */
export function useLadderPreview(leagueId: string | undefined, player1Id: string, player2Id: string) {
  return useQuery({
    queryKey: [...matchesKey, 'ladder-preview', leagueId, player1Id, player2Id],
    queryFn: () =>
      get<TLadderPreview>(`/matches/ladder-preview?${query({ leagueId, player1Id, player2Id })}`),
    enabled: !!leagueId && !!player1Id && !!player2Id && player1Id !== player2Id,
  });
}

export function useAddMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateMatchRequest) => post<TCreateMatchResponse>('/matches', body),
    // The form confirms at once; the lists follow when their refetch arrives. A played match is a
    // result, so the result lists ('Son sonuçlar' beside the form, the players' own) refetch too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...matchesKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['results'] });
    },
  });
}
