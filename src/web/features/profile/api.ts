import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChangeEmailRequest,
  TChangePasswordRequest,
  TEndOtherSessionsRequest,
  TPendingEmailChange,
} from '../../../shared/contract/account.js';
import type { TMessageResponse } from '../../../shared/contract/auth.js';
import type { TOk } from '../../../shared/contract/common.js';
import type {
  TNotificationSettings,
  TNotificationSettingsRequest,
  TPushKey,
  TPushState,
  TPushSubscriptionRequest,
  TUnsubscribeResult,
} from '../../../shared/contract/preferences.js';
import type { TMe, TProfileRequest } from '../../../shared/contract/profile.js';
import { get, post, put } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';
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

const pendingEmailKey = ['account', 'pending-email'] as const;

/** The e-mail change asked for and not yet confirmed (the player's own), so a reload still shows it. */
export const usePendingEmailChange = () =>
  useQuery({ queryKey: pendingEmailKey, queryFn: () => get<TPendingEmailChange>('/account/email/pending') });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TChangeEmailRequest) => post<TMessageResponse>('/account/email', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingEmailKey }),
  });
}

/** Withdrawing the pending change; a refusal (nothing pending any more) reads it again too. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<TMessageResponse>('/account/email/cancel'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingEmailKey }),
  });
}

/** Signing out on every other device; this device's push, when on, is named so that it stays. */
export function useEndOtherSessions() {
  return useMutation({
    mutationFn: (body: TEndOtherSessionsRequest) =>
      post<TMessageResponse>('/account/sessions/end-others', body),
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

// --- notification settings and push on this device ---------------------------------------------

const settingsKey = ['notification-settings'] as const;

export const useNotificationSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: () => get<TNotificationSettings>('/notification-settings') });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotificationSettingsRequest) =>
      put<TNotificationSettings>('/notification-settings', body),
    // The checkbox follows the tap at once; a refused save puts the table back.
    onMutate: (body) => {
      const before = queryClient.getQueryData<TNotificationSettings>(settingsKey);
      if (before)
        queryClient.setQueryData<TNotificationSettings>(settingsKey, {
          categories: before.categories.map(
            (row) => body.categories.find((c) => c.category === row.category) ?? row,
          ),
        });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/** The one-click link of a mail: its query (u, c, s) is the key; no session needed. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (query: string) => post<TUnsubscribeResult>(`/unsubscribe?${query}`),
  });

export const pushKey = () => get<TPushKey>('/push/key');
export const savePushSubscription = (body: TPushSubscriptionRequest) =>
  post<TOk>('/push/subscriptions', body);
export const pushState = (endpoint: string) =>
  get<TPushState>(`/push/subscriptions/state?endpoint=${encodeURIComponent(endpoint)}`);
export const removePushSubscription = (endpoint: string) =>
  post<TOk>('/push/subscriptions/remove', { endpoint });
