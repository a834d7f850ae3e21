import {
  CONTACT_CATEGORY_FILTERS,
  type ContactCategoryFilter,
  DEFAULT_CONTACT_CATEGORY_FILTER,
} from '@northdesk/shared';

/** What the contacts list shows; kept in the address so reload and back work. */
export interface ContactsListState {
  search: string;
  category: ContactCategoryFilter;
  /** '' for all countries. */
  country: string;
  /** '' for everyone, "mine", or a user id. */
  owner: string;
  page: number;
}

const isCategory = (value: string | null): value is ContactCategoryFilter =>
  value !== null && (CONTACT_CATEGORY_FILTERS as readonly string[]).includes(value);

export function parseContactsListState(params: URLSearchParams): ContactsListState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const category = params.get('category');
  return {
    // `search`, as the companies list writes it; `q` is what addresses of earlier versions hold.
    search: params.get('search') ?? params.get('q') ?? '',
    category: isCategory(category) ? category : DEFAULT_CONTACT_CATEGORY_FILTER,
    country: params.get('country') ?? '',
    owner: params.get('owner') ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The address form of a state: defaults are left out so the plain /contacts stays plain. */
export function contactsListSearchParams(state: ContactsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search);
  if (state.category !== DEFAULT_CONTACT_CATEGORY_FILTER) params.set('category', state.category);
  if (state.country) params.set('country', state.country);
  if (state.owner) params.set('owner', state.owner);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
