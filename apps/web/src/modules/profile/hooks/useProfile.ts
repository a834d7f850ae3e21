import { ADMIN_COPY, profileResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { profileQueryKeys } from '../utils/profile-query-keys';

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKeys.profile,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/profile', { schema: profileResponseSchema, signal })).profile,
    meta: { errorToast: ADMIN_COPY.profileLoadFailed },
  });
}
