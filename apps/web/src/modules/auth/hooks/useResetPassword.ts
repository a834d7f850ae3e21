import { AUTH_COPY, messageResponseSchema, type ResetPasswordRequest } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiFetch } from '@/lib/api-client';
import { broadcastAuthEvent } from '../utils/auth-broadcast';
import { resetToSignedOutCache } from '../utils/session-cache';

async function resetPasswordAndSignOut(request: ResetPasswordRequest): Promise<void> {
  await apiFetch('/api/account/password-reset', {
    method: 'POST',
    body: request,
    schema: messageResponseSchema,
  });
  // The user signs in again with the new password; a session this browser still holds must not
  // survive the reset. Failing to sign out does not undo the reset, so it is ignored.
  await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: resetPasswordAndSignOut,
    onSuccess: async () => {
      toast.success(AUTH_COPY.passwordUpdatedTitle, { description: AUTH_COPY.passwordUpdated });
      resetToSignedOutCache(queryClient);
      broadcastAuthEvent('signed-out');
      await navigate('/auth', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.hasServerMessage) {
        toast.error(AUTH_COPY.resetFailedTitle, { description: error.message });
      } else {
        toast.error(AUTH_COPY.resetErrorTitle, { description: AUTH_COPY.resetErrorMessage });
      }
    },
  });
}
