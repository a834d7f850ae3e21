import { ADMIN_COPY, profileResponseSchema, type UpdateProfileRequest } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/modules/auth/utils/current-user-query-key';
import { PROFILE_QUERY_KEY } from '../utils/profile-query-keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UpdateProfileRequest) =>
      (await apiFetch('/api/profile', { method: 'PATCH', body: request, schema: profileResponseSchema }))
        .profile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      toast.success(ADMIN_COPY.profileUpdated);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: () => toast.error(ADMIN_COPY.profileUpdateFailed),
  });
}
