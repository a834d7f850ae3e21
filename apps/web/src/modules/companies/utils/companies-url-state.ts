/** What the companies list shows; kept in the address so reload and back work. */
export interface CompaniesListState {
  search: string;
  /** '' for All Countries. */
  country: string;
  /** '' for everyone, "mine", or a user id. */
  owner: string;
  page: number;
}

export function parseCompaniesListState(params: URLSearchParams): CompaniesListState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search') ?? '',
    country: params.get('country') ?? '',
    owner: params.get('owner') ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The address form of a state; defaults are left out so a plain /companies stays plain. */
export function companiesListSearchParams(state: CompaniesListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search);
  if (state.country) params.set('country', state.country);
  if (state.owner) params.set('owner', state.owner);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
