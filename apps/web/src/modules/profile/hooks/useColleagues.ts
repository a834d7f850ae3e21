import { ADMIN_COPY, colleaguesResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { COLLEAGUES_QUERY_KEY } from '../utils/profile-query-keys';

/** The company's other users, by name: the line manager choices. */
export function useColleagues() {
  return useQuery({
    queryKey: COLLEAGUES_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/profile/colleagues', { schema: colleaguesResponseSchema, signal })).users,
    meta: { errorToast: ADMIN_COPY.companyUsersLoadFailed },
  });
}
