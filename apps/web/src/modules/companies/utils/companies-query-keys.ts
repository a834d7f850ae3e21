/** React Query keys of the companies area; invalidating `all` refreshes every companies view. */
export const companiesQueryKeys = {
  all: ['companies'] as const,
  /** The list's state as in the address ('' for an unset filter). */
  list: (query: object) => ['companies', 'list', query] as const,
  countries: ['companies', 'countries'] as const,
  /** Every company's detail queries (record, summary, contacts, deals). */
  details: ['companies', 'detail'] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
  summary: (id: string) => ['companies', 'detail', id, 'summary'] as const,
  contacts: (id: string, category: 'all' | 'department', page: number) =>
    ['companies', 'detail', id, 'contacts', category, page] as const,
  deals: (id: string) => ['companies', 'detail', id, 'deals'] as const,
  /** A company's contacts offered by the task form. */
  taskFormContacts: (id: string) => ['companies', 'contacts', id, 'task-form'] as const,
};
