import { useQuery } from '@tanstack/react-query';
import type { TSeason, TSeasonArchive } from '../../shared/contract/seasons.js';
import { get } from '../lib/api.js';

/** A league's closed seasons, the latest first (public, names only). */
export const useLeagueSeasons = (leagueId: string | undefined) =>
  useQuery({
    queryKey: ['seasons', 'league', leagueId ?? ''],
    queryFn: () => get<TSeason[]>(`/guest/leagues/${leagueId}/seasons`),
    enabled: Boolean(leagueId),
  });

/** One closed season: its final ladder and results. */
export const useSeasonArchive = (seasonId: string | null) =>
  useQuery({
    queryKey: ['seasons', 'archive', seasonId ?? ''],
    queryFn: () => get<TSeasonArchive>(`/guest/seasons/${seasonId}`),
    enabled: Boolean(seasonId),
    staleTime: Infinity,
  });
