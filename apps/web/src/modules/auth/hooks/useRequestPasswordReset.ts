import { AUTH_COPY, type ForgotPasswordRequest, messageResponseSchema } from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) =>
      apiFetch('/api/account/password-reset/request', {
        method: 'POST',
        body: request,
        schema: messageResponseSchema,
      }),
    onSuccess: () => {
      toast.success(AUTH_COPY.resetEmailSent);
    },
    onError: (error) => {
      toast.error(errorMessageOf(error, AUTH_COPY.resetEmailFailed));
    },
  });
}
