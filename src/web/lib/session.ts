import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '../../shared/contract/profile.js';
import { ApiError, get, post } from './api.js';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when signed out. */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async () => {
      try {
        return await get<TMe>('/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** The signed-in user where a signed-in screen needs one (the router only renders those when signed in). */
export function useSignedInUser(): TMe {
  const { data } = useMe();
  if (!data) throw new Error('useSignedInUser outside a signed-in route');
  return data;
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await post('/auth/logout').catch(() => undefined);
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
  };
}
