import {
  COMPANY_SORTS,
  COMPANY_SOURCES,
  type CompanySort,
  type CompanySource,
  DEFAULT_LIST_SORT,
  DEFAULT_SORT_DIRECTION,
  type SortDirection,
} from '@northdesk/shared';
import {
  parseRecordFilters,
  type RecordFilterState,
  writeRecordFilters,
} from '@/modules/ui/utils/record-filters';

/** What the companies list shows; kept in the address so reload and back work. */
export interface CompaniesListState extends RecordFilterState<CompanySource> {
  search: string;
  /** '' for All Countries. */
  country: string;
  /** '' for everyone, "mine", or a user id. */
  owner: string;
  page: number;
  sort: CompanySort;
  dir: SortDirection;
}

export function parseCompaniesListState(params: URLSearchParams): CompaniesListState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    country: params.get('country') ?? '',
    owner: params.get('owner') ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: (COMPANY_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as CompanySort)
      : DEFAULT_LIST_SORT,
    dir: params.get('dir') === 'desc' ? 'desc' : DEFAULT_SORT_DIRECTION,
    ...parseRecordFilters(params, COMPANY_SOURCES),
  };
}

/** The address form of a state; defaults are left out so a plain /companies stays plain. */
export function companiesListSearchParams(state: CompaniesListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search);
  if (state.country) params.set('country', state.country);
  if (state.owner) params.set('owner', state.owner);
  writeRecordFilters(params, state);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sort !== DEFAULT_LIST_SORT || state.dir !== DEFAULT_SORT_DIRECTION) {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  return params;
}

/**
 * The API request of one page of the list. The plain /companies asks for COMPANIES_FIRST_PAGE_URL,
 * which the server preloads with the page (PAGE_FIRST_REQUESTS): a preload is used only by the
 * same URL.
 */
export function companiesListUrl(state: CompaniesListState): string {
  const params = new URLSearchParams({ page: String(state.page) });
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.country) params.set('country', state.country);
  if (state.owner) params.set('owner', state.owner);
  writeRecordFilters(params, state);
  if (state.sort !== 'name' || state.dir === 'desc') {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  return `/api/companies?${params}`;
}
