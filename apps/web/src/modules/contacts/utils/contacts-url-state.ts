import {
  CONTACT_CATEGORY_FILTERS,
  CONTACT_SORTS,
  CONTACT_SOURCES,
  type ContactCategoryFilter,
  type ContactSort,
  type ContactSource,
  DEFAULT_CONTACT_CATEGORY_FILTER,
  DEFAULT_LIST_SORT,
  DEFAULT_SORT_DIRECTION,
  type SortDirection,
} from '@northdesk/shared';
import {
  parseRecordFilters,
  type RecordFilterState,
  writeRecordFilters,
} from '@/modules/ui/utils/record-filters';

/** What the contacts list shows; kept in the address so reload and back work. */
export interface ContactsListState extends RecordFilterState<ContactSource> {
  search: string;
  category: ContactCategoryFilter;
  /** '' for all countries. */
  country: string;
  /** '' for everyone, "mine", or a user id. */
  owner: string;
  page: number;
  sort: ContactSort;
  dir: SortDirection;
}

const isCategory = (value: string | null): value is ContactCategoryFilter =>
  value !== null && (CONTACT_CATEGORY_FILTERS as readonly string[]).includes(value);

export function parseContactsListState(params: URLSearchParams): ContactsListState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    // `search`, as the companies list writes it; `q` is what addresses of earlier versions hold.
    search: params.get('search') ?? params.get('q') ?? '',
    category: isCategory(category) ? category : DEFAULT_CONTACT_CATEGORY_FILTER,
    country: params.get('country') ?? '',
    owner: params.get('owner') ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: (CONTACT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ContactSort)
      : DEFAULT_LIST_SORT,
    dir: params.get('dir') === 'desc' ? 'desc' : DEFAULT_SORT_DIRECTION,
    ...parseRecordFilters(params, CONTACT_SOURCES),
  };
}

/** The address form of a state: defaults are left out so the plain /contacts stays plain. */
export function contactsListSearchParams(state: ContactsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search);
  if (state.category !== DEFAULT_CONTACT_CATEGORY_FILTER) params.set('category', state.category);
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
