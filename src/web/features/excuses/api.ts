import { useQueryClient } from '@tanstack/react-query';
import type { TCreateExcuseRequest, TCreateExcuseResponse } from '../../../shared/contract/excuses.js';
import { post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';

export { useExcuses } from '../../components/ExcuseList.js';

/** Adds an excuse: it decides who may be offered, so every query is refreshed after. */
export function useCreateExcuse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateExcuseRequest) => post<TCreateExcuseResponse>('/excuses', body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
