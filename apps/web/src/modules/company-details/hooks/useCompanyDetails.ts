import { ADMIN_COPY, companyDetailsResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companyDetailsQueryKeys } from '../utils/company-details-query-keys';

export function useCompanyDetails({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: companyDetailsQueryKeys.all,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/company-details', { schema: companyDetailsResponseSchema, signal }))
        .companyDetails,
    enabled,
    meta: { errorToast: ADMIN_COPY.companyDetailsLoadFailed },
  });
}
