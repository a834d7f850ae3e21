import { AUTH_COPY, messageResponseSchema, type SignUpRequest } from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { authErrorMessage } from '../utils/auth-error-message';

export function useSignUp() {
  return useMutation({
    mutationFn: (request: SignUpRequest) =>
      apiFetch('/api/account/sign-up', { method: 'POST', body: request, schema: messageResponseSchema }),
    onSuccess: () => {
      toast.success(AUTH_COPY.accountCreated);
    },
    onError: (error) => {
      toast.error(
        authErrorMessage(error, {
          fallback: AUTH_COPY.signUpFailed,
          rateLimited: AUTH_COPY.signupRateLimited,
        }),
      );
    },
  });
}
