import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSettings, TSettingsRequest } from '../../../shared/contract/settings.js';
import { get, put } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';

const settingsKey = ['settings'] as const;

export function useSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => get<TSettings>('/settings') });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSettingsRequest) => put<TSettings>('/settings', body),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
