import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateOfferRequest,
  TOfferHistoryPage,
  TOfferResult,
  TOffersOverview,
} from '../../../shared/contract/offers.js';
import { get, post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { notify } from '../../lib/notify.js';

export const overviewKey = ['offers', 'overview'] as const;

/**
 * Everything the offer cards and screens show: league, rank, candidates, pending offers, excuses.
 * `leagueId` picks one of the player's leagues; absent, the server reads the most recently joined.
 * While another league loads, the previous answer stays on screen.
 */
export function useOffersOverview(leagueId: string | null = null) {
  return useQuery({
    queryKey: [...overviewKey, leagueId ?? 'default'],
    queryFn: () =>
      get<TOffersOverview>(`/offers/overview${leagueId ? `?leagueId=${encodeURIComponent(leagueId)}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

/** The player's past offers, sent and received, a page at a time (/match_rew's history). */
export function useOfferHistory(page: number) {
  return useQuery({
    queryKey: ['offers', 'history', page],
    queryFn: () => get<TOfferHistoryPage>(`/offers/history?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * Offers change ranks, notifications and other cards (the ladder, the unread badge):
 * after a write every query is refreshed.
 */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useSendOffer() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: TCreateOfferRequest) => post<TOfferResult>('/offers', body),
    onSettled: refresh,
  });
}

/**
 * Cancels one of my offers. Its message is shown from the write itself: the live update of the same
 * change may remove the offer's row (and the button that asked) before the answer arrives.
 */
export function useCancelOffer() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (offerId: string) => post<TOfferResult>(`/offers/${offerId}/cancel`),
    onSuccess: (res) => notify({ color: 'teal', message: res.message }),
    onSettled: refresh,
  });
}

export function useAnswerOffer() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: string; answer: 'accept' | 'reject' }) =>
      post<TOfferResult>(`/offers/${offerId}/${answer}`),
    onSettled: refresh,
  });
}
