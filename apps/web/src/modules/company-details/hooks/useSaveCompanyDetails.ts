import { ADMIN_COPY, companyDetailsResponseSchema, type SaveCompanyDetailsRequest } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { authQueryKeys } from '@/modules/auth/utils/auth-query-keys';
import { companyDetailsQueryKeys } from '../utils/company-details-query-keys';

export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveCompanyDetailsRequest) =>
      (
        await apiFetch('/api/company-details', {
          method: 'PUT',
          body: request,
          schema: companyDetailsResponseSchema,
        })
      ).companyDetails,
    onSuccess: async (details) => {
      queryClient.setQueryData(companyDetailsQueryKeys.all, details);
      toast.success(ADMIN_COPY.companyDetailsSaved);
      // The header's company name follows the trading / legal name.
      await queryClient.invalidateQueries({ queryKey: authQueryKeys.currentUser });
    },
    onError: () => toast.error(ADMIN_COPY.companyDetailsSaveFailed),
  });
}
