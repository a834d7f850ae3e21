import { ADMIN_COPY, companyDetailsResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { COMPANY_DETAILS_QUERY_KEY } from '../utils/company-details-query-key';

export function useCompanyDetails({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: COMPANY_DETAILS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/company-details', { schema: companyDetailsResponseSchema, signal }))
        .companyDetails,
    enabled,
    meta: { errorToast: ADMIN_COPY.companyDetailsLoadFailed },
  });
}
