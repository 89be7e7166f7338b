import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateExcuseRequest, TMyExcusesResponse } from '../../../shared/contract/excuses.js';
import type { TCreateOfferRequest, TOfferResult, TOffersOverview } from '../../../shared/contract/offers.js';
import { get, post } from '../../lib/api.js';

export const overviewKey = ['offers', 'overview'] as const;

/**
 * Everything the offer cards and screens show: league, rank, candidates, pending offers, excuses.
 * `leagueId` picks one of the player's leagues; absent, the server reads the most recently joined.
 * While another league loads, the previous answer stays on screen.
 */
export function useOffersOverview(leagueId: string | null = null) {
  return useQuery({
    queryKey: [...overviewKey, leagueId ?? 'default'],
    queryFn: async () => {
      const query = leagueId ? `?leagueId=${encodeURIComponent(leagueId)}` : '';
      const o = await get<TOffersOverview>(`/offers/overview${query}`);
      return { ...o, now: new Date(o.now) };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * Offers and excuses change ranks, notifications and other cards (the ladder, the unread badge):
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

export function useCancelOffer() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (offerId: string) => post<TOfferResult>(`/offers/${offerId}/cancel`),
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

export function useMyExcuses() {
  return useQuery({ queryKey: ['excuses', 'mine'], queryFn: () => get<TMyExcusesResponse>('/excuses/mine') });
}

export function useCreateExcuse() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: TCreateExcuseRequest) => post<{ message: string }>('/excuses', body),
    onSuccess: refresh,
  });
}
