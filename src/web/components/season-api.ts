import { useQuery } from '@tanstack/react-query';
import type { TPlayerSeason, TSeason, TSeasonArchive } from '../../shared/contract/seasons.js';
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

/**
 * The closed seasons a player had a part in, with their final rank (null: left before the close).
 * The player page lists them; the dashboard's archive marks the reader's own row by them.
 */
export const usePlayerSeasons = (id: string | undefined) =>
  useQuery({
    queryKey: ['players', id ?? '', 'seasons'],
    queryFn: () => get<TPlayerSeason[]>(`/players/${id}/seasons`),
    enabled: Boolean(id),
  });
