import { useQuery } from '@tanstack/react-query';
import type { TPlayerSeason } from '../../../shared/contract/seasons.js';
import { get } from '../../lib/api.js';

/** The closed seasons a player was on the ladder of, with their final rank. */
export const usePlayerSeasons = (id: string) =>
  useQuery({
    queryKey: ['players', id, 'seasons'],
    queryFn: () => get<TPlayerSeason[]>(`/players/${id}/seasons`),
  });
