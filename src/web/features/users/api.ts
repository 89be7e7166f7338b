import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '../../../shared/contract/auth.js';
import type {
  TManagedUserPage,
  TUserListQuery,
  TUserRequest,
  TUserSaved,
} from '../../../shared/contract/users.js';
import { del, get, post, put } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';

const usersKey = ['users'] as const;

/**
 * After a user is added, edited or deleted: every list that names users reads again, not only this
 * table. A name, role or e-mail shows on /rm, on ladders, in match lists and in the header (one's
 * own account), and deleting a user takes them off every ladder.
 */
const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries();

export function useUsers(query: TUserListQuery) {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: () => get<TManagedUserPage>(`/users?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserRequest) => post<TUserSaved>('/users', body),
    onSuccess: () => refreshAll(queryClient),
  });
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserRequest) => put<TUserSaved>(`/users/${encodeURIComponent(id)}`, body),
    onSuccess: () => refreshAll(queryClient),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del<TMessageResponse>(`/users/${encodeURIComponent(id)}`),
    onSuccess: () => refreshAll(queryClient),
  });
}

/** Lifts an account's sign-in lock; the table reads again (also when the lock had already ended). */
export function useClearSignInLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del<TMessageResponse>(`/users/${encodeURIComponent(id)}/sign-in-lock`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
