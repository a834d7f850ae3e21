import { ADMIN_COPY, colleaguesResponseSchema } from '@northdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { profileQueryKeys } from '../utils/profile-query-keys';

/** The colleagues query, for a prefetch (an owner menu reached for) as well as the hook. */
export const colleaguesQuery = queryOptions({
  queryKey: profileQueryKeys.colleagues,
  queryFn: async ({ signal }) =>
    (await apiFetch('/api/profile/colleagues', { schema: colleaguesResponseSchema, signal })).users,
  meta: { errorToast: ADMIN_COPY.companyUsersLoadFailed },
});

/** The company's other users, by name: the line manager choices. */
export function useColleagues() {
  return useQuery(colleaguesQuery);
}
