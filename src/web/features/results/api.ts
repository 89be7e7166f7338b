import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useMutation } from '../../lib/mutation.js';
import { notify } from '../../lib/notify.js';

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

/**
 * A result moves the ladder and adds notifications: every query is refreshed after a write. A
 * write says so in a toast from here, not from the card or dialog that asked: the live update of
 * the same change can move the match to another list, and its card away, before the answer, and
 * staff may close the dialog while the answer is on its way.
 */
function useWrite<V>(call: (v: V) => Promise<TResultResponse>, toast = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: toast ? (res) => notify({ color: 'teal', message: res.message }) : undefined,
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export const useReportResult = () =>
  useWrite(
    ({ id, body }: { id: string; body: TResultRequest }) =>
      post<TResultResponse>(`/results/${id}/report`, body),
    true,
  );
export const useConfirmResult = () =>
  useWrite((id: string) => post<TResultResponse>(`/results/${id}/confirm`), true);
export const useDisputeResult = () =>
  useWrite(
    ({ id, body }: { id: string; body: TDisputeRequest }) =>
      post<TResultResponse>(`/results/${id}/dispute`, body),
    true,
  );
export const useDecideResult = () =>
  useWrite(
    ({ id, body }: { id: string; body: TDecideResultRequest }) =>
      post<TResultResponse>(`/results/${id}/decide`, body),
    true,
  );
export const useCancelMatch = () =>
  useWrite(
    ({ id, body }: { id: string; body: TCancelMatchRequest }) =>
      post<TResultResponse>(`/results/${id}/cancel`, body),
    true,
  );

/** Leagues whose matches the signed-in user manages (the match management API). */
export function useStaffLeagues() {
  return useQuery({
    queryKey: ['matches', 'leagues'],
    queryFn: () => get<TMatchLeagues>('/matches/leagues'),
  });
}
