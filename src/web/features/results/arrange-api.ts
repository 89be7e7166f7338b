import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAnswerRequest,
  TArrangement,
  TArrangementResponse,
  TAskRequest,
  TPickSlotRequest,
  TProposeSlotsRequest,
} from '../../../shared/contract/arrange.js';
import { get, post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { notify } from '../../lib/notify.js';

/** The opponent's contact details, the agreed slot and pending requests of one open match. */
export function useArrangement(matchId: string, enabled = true) {
  return useQuery({
    queryKey: ['results', 'arrangement', matchId],
    queryFn: () => get<TArrangement>(`/matches/${matchId}/arrangement`),
    enabled,
  });
}

/**
 * Arranging changes the match lists and notifications too: every query is refreshed. The answer's
 * message is shown from the write itself, not from the button that made it: the live update of the
 * same change may redraw the match (and unmount that button) before the answer arrives.
 */
function useWrite<V, R extends { message: string }>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => notify({ color: 'teal', message: res.message }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export const useProposeSlots = (matchId: string) =>
  useWrite((body: TProposeSlotsRequest) => post<TArrangementResponse>(`/matches/${matchId}/slots`, body));
export const usePickSlot = (matchId: string) =>
  useWrite((body: TPickSlotRequest) => post<TArrangementResponse>(`/matches/${matchId}/slots/pick`, body));
export const useAskChange = (matchId: string) =>
  useWrite((body: TAskRequest) => post<TArrangementResponse>(`/matches/${matchId}/requests`, body));
export const useAnswerRequest = (matchId: string) =>
  useWrite(({ requestId, body }: { requestId: string; body: TAnswerRequest }) =>
    post<Partial<TArrangementResponse> & { message: string }>(
      `/matches/${matchId}/requests/${requestId}/answer`,
      body,
    ),
  );
export const useWithdrawRequest = (matchId: string) =>
  useWrite((requestId: string) =>
    post<TArrangementResponse>(`/matches/${matchId}/requests/${requestId}/withdraw`, undefined),
  );
