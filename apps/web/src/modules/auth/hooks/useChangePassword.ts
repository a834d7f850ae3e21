import { AUTH_COPY, type ChangePasswordRequest, currentUserResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { authQueryKeys } from '../utils/auth-query-keys';

export function useChangePassword() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiFetch('/api/account/password', { method: 'POST', body: request, schema: currentUserResponseSchema }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(authQueryKeys.currentUser, user);
      toast.success(AUTH_COPY.passwordUpdated);
      await queryClient.invalidateQueries({ queryKey: authQueryKeys.currentUser });
    },
    onError: (error) => {
      toast.error(errorMessageOf(error, AUTH_COPY.passwordUpdateFailed));
    },
  });
}
