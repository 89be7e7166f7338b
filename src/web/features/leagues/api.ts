import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '../../../shared/contract/common.js';
import type { TLadderActions } from '../../../shared/contract/home.js';
import type {
  TApplicationDecision,
  TApplicationPage,
  TApplyResponse,
  TJoinableLeaguePage,
  TLeague,
  TLeagueListItem,
  TLeagueRequest,
  TModerator,
  TModeratorCandidate,
  TMyApplication,
  TMyLeague,
  TParticipant,
  TRung,
  TRungs,
  TUserSearchHit,
} from '../../../shared/contract/leagues.js';
import type { TSettings } from '../../../shared/contract/settings.js';
import { del, get, patch, post, put } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { meQueryKey } from '../../lib/session.js';

export const leagueKeys = {
  all: ['leagues'] as const,
  joinable: ['leagues', 'joinable'] as const,
  mine: ['leagues', 'mine'] as const,
  list: ['leagues', 'list'] as const,
  one: (id: string) => ['leagues', 'one', id] as const,
  participants: (id: string) => ['leagues', 'participants', id] as const,
  moderators: (id: string) => ['leagues', 'moderators', id] as const,
  applications: ['applications'] as const,
  myApplications: ['applications', 'mine'] as const,
};

// --- players ---------------------------------------------------------------------------------

export const useJoinableLeagues = (page: number) =>
  useQuery({
    queryKey: [...leagueKeys.joinable, page],
    queryFn: () => get<TJoinableLeaguePage>(`/leagues/joinable?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useMyLeagues = () =>
  useQuery({ queryKey: leagueKeys.mine, queryFn: () => get<TMyLeague[]>('/leagues/mine') });

export const useMyApplications = () =>
  useQuery({
    queryKey: leagueKeys.myApplications,
    queryFn: () => get<TMyApplication[]>('/applications/mine'),
  });

export const useParticipants = (leagueId: string | undefined) =>
  useQuery({
    queryKey: leagueKeys.participants(leagueId ?? ''),
    queryFn: () => get<TParticipant[]>(`/leagues/${leagueId}/participants`),
    enabled: Boolean(leagueId),
  });

export function useApply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (leagueId: string) => post<TApplyResponse>(`/leagues/${leagueId}/applications`),
    onSettled: () => {
      qc.invalidateQueries({ queryKey: leagueKeys.joinable });
      qc.invalidateQueries({ queryKey: leagueKeys.myApplications });
    },
  });
}

/** Withdraws the player's own pending application. */
export function useWithdrawApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<TOk>(`/applications/${encodeURIComponent(id)}/withdraw`),
    onSettled: () => {
      qc.invalidateQueries({ queryKey: leagueKeys.joinable });
      qc.invalidateQueries({ queryKey: leagueKeys.myApplications });
    },
  });
}

/**
 * The player leaves a league: the ladder, offers and dashboard cards all change, so every read but
 * the signed-in user (which does not change) refreshes.
 */
export function useLeaveLeague() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (leagueId: string) => post<TOk>(`/leagues/${encodeURIComponent(leagueId)}/leave`),
    // Not awaited: the refreshed list drops the league card, and with it the caller's onSuccess.
    onSettled: () => {
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
    },
  });
}

// --- administration --------------------------------------------------------------------------

export const useLeagueList = () =>
  useQuery({ queryKey: leagueKeys.list, queryFn: () => get<TLeagueListItem[]>('/leagues') });

export const useLeague = (id: string | undefined) =>
  useQuery({
    queryKey: leagueKeys.one(id ?? ''),
    queryFn: () => get<TLeague>(`/leagues/${id}`),
    enabled: Boolean(id),
  });

export function useCreateLeague() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TLeagueRequest) => post<TLeague>('/leagues', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}

export function useUpdateLeague(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TLeagueRequest) => put<TLeague>(`/leagues/${id}`, body),
    onSuccess: (league) => {
      qc.setQueryData(leagueKeys.one(id), league);
      qc.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}

export function useDeleteLeague() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del<TOk>(`/leagues/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}

/** One page of pending applications (oldest first); page 1 also carries the total for the badge. */
export const usePendingApplications = (page = 1, enabled = true) =>
  useQuery({
    queryKey: [...leagueKeys.applications, 'pending', page],
    queryFn: () => get<TApplicationPage>(`/applications?status=pending&page=${page}`),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useDecideApplication(decision: 'approve' | 'reject') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<TApplicationDecision>(`/applications/${id}/${decision}`),
    onSettled: () => {
      qc.invalidateQueries({ queryKey: leagueKeys.applications });
      qc.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}

export const useUserSearch = (leagueId: string, q: string) =>
  useQuery({
    queryKey: ['leagues', 'user-search', leagueId, q],
    queryFn: () => get<TUserSearchHit[]>(`/leagues/${leagueId}/user-search?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export function useAddParticipant(leagueId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => post<TRung>(`/leagues/${leagueId}/participants`, { userId }),
    onSettled: () => {
      qc.invalidateQueries({ queryKey: leagueKeys.participants(leagueId) });
      qc.invalidateQueries({ queryKey: ['leagues', 'user-search', leagueId] });
      qc.invalidateQueries({ queryKey: leagueKeys.list });
    },
  });
}

export function useRemoveParticipant(leagueId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      del<TOk>(`/leagues/${leagueId}/participants/${encodeURIComponent(userId)}`),
    onSettled: () => {
      qc.invalidateQueries({ queryKey: leagueKeys.participants(leagueId) });
      qc.invalidateQueries({ queryKey: ['leagues', 'user-search', leagueId] });
      qc.invalidateQueries({ queryKey: leagueKeys.list });
    },
  });
}

/** The shown ladder with the ranks a saved edit answered, until the ladder is read again. */
function withRungs(rows: TParticipant[] | undefined, rungs: TRungs): TParticipant[] | undefined {
  const rankOf = new Map(rungs.map((r) => [r.userId, r.rank]));
  return rows
    ?.filter((r) => rankOf.has(r.userId))
    .map((r) => ({ ...r, rank: rankOf.get(r.userId)! }))
    .sort((x, y) => x.rank - y.rank);
}

/**
 * Moves one player straight to a rank; those between move one place (the server's rule). The rank
 * the player was seen at goes along: a player moved or taken off meanwhile is not moved (409), and
 * the ladder is read again either way. A saved move shows at once, so an arrow pressed before the
 * ladder is read again starts from it.
 */
export function useMoveParticipant(leagueId: string) {
  const qc = useQueryClient();
  const key = leagueKeys.participants(leagueId);
  return useMutation({
    mutationFn: ({ userId, rank, seenRank }: { userId: string; rank: number; seenRank: number }) =>
      patch<TRungs>(`/leagues/${leagueId}/participants/${encodeURIComponent(userId)}`, { rank, seenRank }),
    onSuccess: (rungs) => qc.setQueryData(key, (rows: TParticipant[] | undefined) => withRungs(rows, rungs)),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/**
 * Rewrites ranks 1..n in list order; the table moves at once and rolls back on failure. `seen` is
 * the ladder the order was made from: one that has moved since is refused (409) and read again.
 */
export function useReorder(leagueId: string) {
  const qc = useQueryClient();
  const key = leagueKeys.participants(leagueId);
  return useMutation({
    mutationFn: ({ rows, seen }: { rows: TParticipant[]; seen: TParticipant[] }) =>
      put<TRungs>(`/leagues/${leagueId}/ranks`, {
        userIds: rows.map((r) => r.userId),
        seen: seen.map((r) => r.userId),
      }),
    onMutate: async ({ rows }) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<TParticipant[]>(key);
      qc.setQueryData(
        key,
        rows.map((r, i) => ({ ...r, rank: i + 1 })),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) qc.setQueryData(key, context.previous);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export const useModerators = (leagueId: string) =>
  useQuery({
    queryKey: leagueKeys.moderators(leagueId),
    queryFn: () => get<TModerator[]>(`/leagues/${leagueId}/moderators`),
  });

export const useModeratorCandidates = (leagueId: string, q: string) =>
  useQuery({
    queryKey: ['leagues', 'moderator-candidates', leagueId, q],
    queryFn: () =>
      get<TModeratorCandidate[]>(`/leagues/${leagueId}/moderator-candidates?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length >= 3,
    placeholderData: keepPreviousData,
  });

export function useAddModerator(leagueId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => post<TOk>(`/leagues/${leagueId}/moderators`, { userId }),
    onSettled: () => {
      qc.invalidateQueries({ queryKey: leagueKeys.moderators(leagueId) });
      qc.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useRemoveModerator(leagueId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => del<TOk>(`/leagues/${leagueId}/moderators/${encodeURIComponent(userId)}`),
    onSettled: () => {
      qc.invalidateQueries({ queryKey: leagueKeys.moderators(leagueId) });
      qc.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/**
 * The general settings, for a new league's defaults: its play deadline starts at the general match
 * completion deadline (admins only, as adding a league is).
 */
export function useGeneralSettings() {
  return useQuery({ queryKey: ['settings'], queryFn: () => get<TSettings>('/settings') });
}

/** The ladder's rows as the signed-in player sees them: may they challenge each, and movement. */
export const useLadderActions = (leagueId: string | undefined) =>
  useQuery({
    queryKey: [...leagueKeys.participants(leagueId ?? ''), 'actions'],
    queryFn: () => get<TLadderActions>(`/leagues/${leagueId}/ladder-actions`),
    enabled: Boolean(leagueId),
  });
