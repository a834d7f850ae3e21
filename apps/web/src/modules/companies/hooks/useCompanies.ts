import {
  COMPANIES_COPY,
  type CompanySort,
  type CompanySource,
  companyListResponseSchema,
  type SortDirection,
} from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { type RecordFilterState, writeRecordFilters } from '@/modules/ui/utils/record-filters';
import { companiesQueryKeys } from '../utils/companies-query-keys';

/** One page of the companies list; the previous page stays on screen while the next loads. */
export function useCompanies(
  query: RecordFilterState<CompanySource> & {
    search: string;
    country: string;
    owner: string;
    page: number;
    sort: CompanySort;
    dir: SortDirection;
  },
) {
  return useQuery({
    queryKey: companiesQueryKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page) });
      if (query.search.trim()) params.set('search', query.search.trim());
      if (query.country) params.set('country', query.country);
      if (query.owner) params.set('owner', query.owner);
      writeRecordFilters(params, query);
      if (query.sort !== 'name' || query.dir === 'desc') {
        params.set('sort', query.sort);
        params.set('dir', query.dir);
      }
      return apiFetch(`/api/companies?${params}`, { schema: companyListResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
    meta: { errorToast: COMPANIES_COPY.fetchFailed },
  });
}
