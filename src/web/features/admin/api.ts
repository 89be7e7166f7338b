import { useQuery } from '@tanstack/react-query';
import type { TStaffOverview } from '../../../shared/contract/overview.js';
import { get } from '../../lib/api.js';

/**
 * The staff home's counts. Under the applications' key, so a decided application, and every live
 * "something changed" event the staff hear, fetch them again.
 */
export function useStaffOverview(enabled = true) {
  return useQuery({
    queryKey: ['applications', 'staff-overview'],
    queryFn: () => get<TStaffOverview>('/admin/overview'),
    enabled,
  });
}
