import { useQuery } from '@tanstack/react-query';
import type {
  TPublicAnnouncement,
  TPublicLeague,
  TPublicLeagueDetail,
} from '../../../shared/contract/guest.js';
import { get } from '../../lib/api.js';

export const usePublicLeagues = () =>
  useQuery({ queryKey: ['guest', 'leagues'], queryFn: () => get<TPublicLeague[]>('/guest/leagues') });

export const usePublicLeague = (id: string | null) =>
  useQuery({
    queryKey: ['guest', 'league', id],
    queryFn: () => get<TPublicLeagueDetail>(`/guest/leagues/${id}`),
    enabled: id !== null,
  });

export const useCurrentAnnouncements = () =>
  useQuery({
    queryKey: ['guest', 'announcements'],
    queryFn: () => get<TPublicAnnouncement[]>('/guest/announcements'),
  });
