import {
  type AcceptInvitationRequest,
  ADMIN_COPY,
  messageResponseSchema,
  publicInvitationResponseSchema,
} from '@northdesk/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { settingsQueryKeys } from '../utils/settings-query-keys';

/** The invitation a link stands for (company and address), while it is valid. */
export function useInvitationLookup(token: string) {
  return useQuery({
    queryKey: settingsQueryKeys.invitation(token),
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/invitations/lookup', {
          method: 'POST',
          body: { token },
          schema: publicInvitationResponseSchema,
          signal,
        })
      ).invitation,
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (request: AcceptInvitationRequest) =>
      apiFetch('/api/invitations/accept', { method: 'POST', body: request, schema: messageResponseSchema }),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(errorMessageOf(error, ADMIN_COPY.invitationAcceptFailed)),
  });
}
