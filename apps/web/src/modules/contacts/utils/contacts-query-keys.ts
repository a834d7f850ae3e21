import type { ContactListQuery } from '@northdesk/shared';

/** Everything contacts: invalidate this after a change to any contact. */
export const CONTACTS_QUERY_KEY = ['contacts'] as const;

export const contactsQueryKeys = {
  list: (query: ContactListQuery) => [...CONTACTS_QUERY_KEY, 'list', query] as const,
  countries: () => [...CONTACTS_QUERY_KEY, 'countries'] as const,
  detail: (id: string) => [...CONTACTS_QUERY_KEY, 'detail', id] as const,
  deals: (id: string) => [...CONTACTS_QUERY_KEY, 'deals', id] as const,
  archivePreview: (id: string) => [...CONTACTS_QUERY_KEY, 'archive-preview', id] as const,
  customers: (search: string) => [...CONTACTS_QUERY_KEY, 'customers', search] as const,
  companyByEmail: (email: string) => [...CONTACTS_QUERY_KEY, 'company-by-email', email] as const,
};

/** Company pages show contact counts and lists: refresh them too after a contact changes. */
export const COMPANIES_QUERY_KEY = ['companies'] as const;
