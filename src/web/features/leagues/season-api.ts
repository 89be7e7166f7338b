import { useQueryClient } from '@tanstack/react-query';
import type { TCloseSeasonRequest, TCloseSeasonResult } from '../../../shared/contract/seasons.js';
import { post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { leagueKeys } from './api.js';

/** The staff close a league's current season; the lists and the archive read again. */
export function useCloseSeason(leagueId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCloseSeasonRequest) => post<TCloseSeasonResult>(`/leagues/${leagueId}/seasons`, body),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: leagueKeys.all });
      qc.invalidateQueries({ queryKey: ['seasons'] });
    },
  });
}

/** Where a league's CSV downloads are (a plain link: the browser saves the file). */
export const exportUrl = {
  ladder: (leagueId: string) => `/api/leagues/${leagueId}/export/ladder`,
  players: (leagueId: string) => `/api/leagues/${leagueId}/export/players`,
  results: (leagueId: string, seasonId?: string) =>
    `/api/leagues/${leagueId}/export/results${seasonId ? `?season=${encodeURIComponent(seasonId)}` : ''}`,
};
