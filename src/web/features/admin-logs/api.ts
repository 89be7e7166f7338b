import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminLog,
  TAdminLogPage,
  TAdminLogQuery,
  TAdminLogReadAll,
  TAdminLogReadAllRequest,
} from '../../../shared/contract/admin-logs.js';
import { del, get, post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';

const root = ['admin-logs'] as const;

export function useAdminLogs(filter: TAdminLogQuery, enabled: boolean) {
  const params = new URLSearchParams(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  return useQuery({
    queryKey: [...root, filter],
    queryFn: () => get<TAdminLogPage>(`/admin-logs?${params}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useReadAdminLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<TAdminLog>(`/admin-logs/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useDeleteAdminLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del<TAdminLog>(`/admin-logs/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** Marks read every unread entry of the date range and subject shown. */
export function useReadAllAdminLogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: TAdminLogReadAllRequest) => post<TAdminLogReadAll>('/admin-logs/read-all', filter),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
