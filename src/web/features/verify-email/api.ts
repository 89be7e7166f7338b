import { useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '../../../shared/contract/auth.js';
import { post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
import { meQueryKey } from '../../lib/session.js';

/** Opening the verification link; a signed-in reader's account is read again (the banner goes). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => post<TMessageResponse>('/auth/verify-email', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** A new verification link to the account's address (at most one a minute, the server says). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => post<TMessageResponse>('/auth/verify-email/resend') });
}
