import { type CurrentUser, currentUserResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { broadcastAuthEvent } from '@/modules/auth/utils/auth-broadcast';
import { authQueryKeys } from '@/modules/auth/utils/auth-query-keys';
import { TENANTS_COPY } from '../copy';

/** Moves the signed-in developer to another company and reloads every query for that tenant. */
export function useSwitchCompany() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (companyId: string) =>
      apiFetch('/api/account/company', {
        method: 'POST',
        body: { companyId },
        schema: currentUserResponseSchema,
      }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData<CurrentUser | null>(authQueryKeys.currentUser, user);
      toast.success(TENANTS_COPY.switched);
      broadcastAuthEvent('company-changed');
      await queryClient.invalidateQueries();
    },
    onError: () => {
      toast.error(TENANTS_COPY.switchFailed);
    },
  });
}
