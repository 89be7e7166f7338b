import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMe, TProfileRequest } from '../../../shared/contract/profile.js';
import { put } from '../../lib/api.js';
import { meQueryKey } from '../../lib/session.js';

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TProfileRequest) => put<TMe>('/profile', values),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
