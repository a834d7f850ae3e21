import { ADMIN_COPY, companyDetailsResponseSchema, type SaveCompanyDetailsRequest } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/modules/auth/utils/current-user-query-key';
import { COMPANY_DETAILS_QUERY_KEY } from '../utils/company-details-query-key';

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
      queryClient.setQueryData(COMPANY_DETAILS_QUERY_KEY, details);
      toast.success(ADMIN_COPY.companyDetailsSaved);
      // The header's company name follows the trading / legal name.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: () => toast.error(ADMIN_COPY.companyDetailsSaveFailed),
  });
}
