import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangeEmailRequest, TChangePasswordRequest } from '../../../shared/contract/account.js';
import type { TMessageResponse } from '../../../shared/contract/auth.js';
import type { TMe, TProfileRequest } from '../../../shared/contract/profile.js';
import { post, put } from '../../lib/api.js';
import { meQueryKey } from '../../lib/session.js';

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TProfileRequest) => put<TMe>('/profile', values),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (values: TChangePasswordRequest) => post<TMessageResponse>('/account/password', values),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (values: TChangeEmailRequest) => post<TMessageResponse>('/account/email', values),
  });
}

/** Opening the link mailed to the new address; a signed-in reader's own address is read again. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => post<TMessageResponse>('/account/email/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
