import { companyCountriesResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '../utils/companies-query-keys';

/** Countries with their company counts; a failure is only logged (docs/product/companies.md). */
export function useCompanyCountries() {
  return useQuery({
    queryKey: companiesQueryKeys.countries,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch('/api/companies/countries', { schema: companyCountriesResponseSchema, signal });
      } catch (error) {
        console.error('Failed to fetch countries', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
