import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMatchLeagues } from '../../../shared/contract/matches.js';
import type {
  TCancelMatchRequest,
  TDecideResultRequest,
  TDisputeRequest,
  TLeagueResults,
  TMyMatches,
  TResultRequest,
  TResultResponse,
  TStaffResults,
} from '../../../shared/contract/results.js';
import { get, post } from '../../lib/api.js';

const key = ['results'] as const;

export function useMyMatches() {
  return useQuery({ queryKey: [...key, 'mine'], queryFn: () => get<TMyMatches>('/results/mine') });
}

export function useLeagueResults() {
  return useQuery({ queryKey: [...key, 'leagues'], queryFn: () => get<TLeagueResults>('/results/leagues') });
}

export function useStaffResults(leagueId: string | undefined, page: number, enabled = true) {
  const q = new URLSearchParams({ page: String(page), ...(leagueId ? { leagueId } : {}) });
  return useQuery({
    queryKey: [...key, 'staff', leagueId ?? 'all', page],
    queryFn: () => get<TStaffResults>(`/results/staff?${q}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A result moves the ladder and adds notifications: every query is refreshed after a write. */
function useWrite<V>(call: (v: V) => Promise<TResultResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries() });
}

export const useReportResult = () =>
  useWrite(({ id, body }: { id: string; body: TResultRequest }) =>
    post<TResultResponse>(`/results/${id}/report`, body),
  );
export const useConfirmResult = () =>
  useWrite((id: string) => post<TResultResponse>(`/results/${id}/confirm`));
export const useDisputeResult = () =>
  useWrite(({ id, body }: { id: string; body: TDisputeRequest }) =>
    post<TResultResponse>(`/results/${id}/dispute`, body),
  );
export const useDecideResult = () =>
  useWrite(({ id, body }: { id: string; body: TDecideResultRequest }) =>
    post<TResultResponse>(`/results/${id}/decide`, body),
  );
export const useCancelMatch = () =>
  useWrite(({ id, body }: { id: string; body: TCancelMatchRequest }) =>
    post<TResultResponse>(`/results/${id}/cancel`, body),
  );

/** Leagues whose matches the signed-in user manages (the match management API). */
export function useStaffLeagues() {
  return useQuery({
    queryKey: ['matches', 'leagues'],
    queryFn: () => get<TMatchLeagues>('/matches/leagues'),
  });
}
