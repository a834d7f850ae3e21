import { ADMIN_COPY, colleaguesResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { profileQueryKeys } from '../utils/profile-query-keys';

/** The company's other users, by name: the line manager choices. */
export function useColleagues() {
  return useQuery({
    queryKey: profileQueryKeys.colleagues,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/profile/colleagues', { schema: colleaguesResponseSchema, signal })).users,
    meta: { errorToast: ADMIN_COPY.companyUsersLoadFailed },
  });
}
