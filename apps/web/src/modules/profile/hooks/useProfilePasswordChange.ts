import { ADMIN_COPY, messageResponseSchema, type ProfilePasswordRequest } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { authQueryKeys } from '@/modules/auth/utils/auth-query-keys';

/** The profile's password change; the server checks the current password. */
export function useProfilePasswordChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProfilePasswordRequest) =>
      apiFetch('/api/profile/password', { method: 'POST', body: request, schema: messageResponseSchema }),
    onSuccess: async () => {
      toast.success(ADMIN_COPY.passwordChanged);
      await queryClient.invalidateQueries({ queryKey: authQueryKeys.currentUser });
    },
    onError: (error) => toast.error(errorMessageOf(error, ADMIN_COPY.passwordChangeFailed)),
  });
}
