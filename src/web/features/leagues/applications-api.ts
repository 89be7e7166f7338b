import { useQueryClient } from '@tanstack/react-query';
import type { TApplicationDecision, TApproveApplicationsResult } from '../../../shared/contract/leagues.js';
import { post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { leagueKeys } from './api.js';

// Apart from api.ts, which the dashboard loads first: only the applications dialog needs this.

/**
 * Approves the given pending applications in one request, in the order given (the dialog's,
 * oldest first); the answer counts them and names each the server refused, with its reason.
 */
export function useApproveApplications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => post<TApproveApplicationsResult>('/applications/approve', { ids }),
    onSettled: () => {
      qc.invalidateQueries({ queryKey: leagueKeys.applications });
      qc.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}

/** Rejects one application, with the reason staff wrote for the player ('' for none). */
export function useRejectApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      post<TApplicationDecision>(`/applications/${id}/reject`, { reason }),
    onSettled: () => {
      qc.invalidateQueries({ queryKey: leagueKeys.applications });
      qc.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}
