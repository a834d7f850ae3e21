import { AUTH_COPY, type SignInRequest } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { apiFetchLazySchema } from '@/lib/api-client';
import { broadcastAuthEvent } from '../utils/auth-broadcast';
import { authErrorMessage } from '../utils/auth-error-message';
import { redirectPathFromState } from '../utils/redirect-path';
import { storeSignedInUser } from '../utils/session-cache';

export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return useMutation({
    mutationFn: (request: SignInRequest) =>
      apiFetchLazySchema(
        '/api/account/sign-in',
        () => import('../utils/current-user-schema').then((module) => module.currentUserResponseSchema),
        { method: 'POST', body: request },
      ),
    onSuccess: async ({ user }) => {
      toast.success(AUTH_COPY.signedIn);
      await storeSignedInUser(queryClient, user);
      broadcastAuthEvent('signed-in');
      await navigate(redirectPathFromState(location.state), { replace: true });
    },
    onError: (error) => {
      toast.error(
        authErrorMessage(error, {
          fallback: AUTH_COPY.signInFailed,
          rateLimited: AUTH_COPY.loginRateLimited,
        }),
      );
    },
  });
}
