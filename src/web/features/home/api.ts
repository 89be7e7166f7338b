import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTodo } from '../../../shared/contract/home.js';
import type { TOfferResult } from '../../../shared/contract/offers.js';
import type { TDisputeRequest, TResultResponse } from '../../../shared/contract/results.js';
import { get, post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { notify } from '../../lib/notify.js';

export const todoKey = ['home', 'todo'] as const;

/** What waits for the signed-in player: the dashboard's "Yapılacaklar". */
export const useTodo = () => useQuery({ queryKey: todoKey, queryFn: () => get<TTodo>('/home/todo') });

/**
 * Each action moves offers, matches, the ladder and the notifications: every query is refreshed
 * after it, and its own answer says what happened in a toast (the live update of the same change
 * can take the row, and its dialog, away before the answer arrives).
 */
function useAction<V, R extends { message: string }>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => notify({ color: 'teal', message: res.message }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export const useAnswerChallenge = () =>
  useAction(({ offerId, answer }: { offerId: string; answer: 'accept' | 'reject' }) =>
    post<TOfferResult>(`/offers/${offerId}/${answer}`),
  );
export const useCancelChallenge = () =>
  useAction((offerId: string) => post<TOfferResult>(`/offers/${offerId}/cancel`));
export const useConfirmScore = () =>
  useAction((matchId: string) => post<TResultResponse>(`/results/${matchId}/confirm`));
export const useDisputeScore = () =>
  useAction(({ matchId, body }: { matchId: string; body: TDisputeRequest }) =>
    post<TResultResponse>(`/results/${matchId}/dispute`, body),
  );
