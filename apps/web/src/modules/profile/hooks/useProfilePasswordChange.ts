import { ADMIN_COPY, messageResponseSchema, type ProfilePasswordRequest } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/modules/auth/utils/current-user-query-key';

/** The profile's password change; the server checks the current password. */
export function useProfilePasswordChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProfilePasswordRequest) =>
      apiFetch('/api/profile/password', { method: 'POST', body: request, schema: messageResponseSchema }),
    onSuccess: async () => {
      toast.success(ADMIN_COPY.passwordChanged);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) => toast.error(errorMessageOf(error, ADMIN_COPY.passwordChangeFailed)),
  });
}
