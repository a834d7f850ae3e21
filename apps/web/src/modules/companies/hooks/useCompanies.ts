import { COMPANIES_COPY, companyListResponseSchema } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companiesQueryKeys } from '../utils/companies-query-keys';
import { type CompaniesListState, companiesListUrl } from '../utils/companies-url-state';

/** One page of the companies list; the previous page stays on screen while the next loads. */
export function useCompanies(query: CompaniesListState) {
  return useQuery({
    queryKey: companiesQueryKeys.list(query),
    queryFn: ({ signal }) => apiFetch(companiesListUrl(query), { schema: companyListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: COMPANIES_COPY.fetchFailed },
  });
}
