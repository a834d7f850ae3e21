import { AUTH_COPY, type ChangePasswordRequest, currentUserResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../utils/current-user-query-key';

export function useChangePassword() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiFetch('/api/account/password', { method: 'POST', body: request, schema: currentUserResponseSchema }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      toast.success(AUTH_COPY.passwordUpdated);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) => {
      toast.error(errorMessageOf(error, AUTH_COPY.passwordUpdateFailed));
    },
  });
}
