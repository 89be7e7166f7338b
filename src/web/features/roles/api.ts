import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRoleChangeResponse } from '../../../shared/contract/roles.js';
import type { TUserPage } from '../../../shared/contract/users.js';
import type { Role } from '../../../shared/domain.js';
import { get, put } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { meQueryKey } from '../../lib/session.js';

export const ROLES_PAGE_SIZE = 20;
const rolesKey = ['roles', 'users'] as const;

export function useRoleUsers(q: string, page: number) {
  const params = new URLSearchParams({
    page: String(page),
    pageSize: String(ROLES_PAGE_SIZE),
    sort: 'email',
  });
  if (q) params.set('q', q);
  return useQuery({
    queryKey: [...rolesKey, q, page],
    queryFn: () => get<TUserPage>(`/roles/users?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** Saves a role; the row shows the new role at once (every cached page is updated in place). */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      put<TRoleChangeResponse>(`/roles/${encodeURIComponent(id)}`, { role }),
    onSuccess: (changed) => {
      queryClient.setQueriesData<TUserPage>({ queryKey: rolesKey }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((u) => (u.id === changed.id ? { ...u, role: changed.role } : u)),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
