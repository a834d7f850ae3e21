import { ADMIN_COPY, profileResponseSchema, type UpdateProfileRequest } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { authQueryKeys } from '@/modules/auth/utils/auth-query-keys';
import { profileQueryKeys } from '../utils/profile-query-keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UpdateProfileRequest) =>
      (await apiFetch('/api/profile', { method: 'PATCH', body: request, schema: profileResponseSchema }))
        .profile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKeys.profile, profile);
      toast.success(ADMIN_COPY.profileUpdated);
      await queryClient.invalidateQueries({ queryKey: authQueryKeys.currentUser });
    },
    onError: () => toast.error(ADMIN_COPY.profileUpdateFailed),
  });
}
