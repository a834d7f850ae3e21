import type { ContactListQuery } from '@northdesk/shared';

/** React Query keys of the contacts area; invalidate `all` after a change to any contact. */
export const contactsQueryKeys = {
  all: ['contacts'] as const,
  list: (query: ContactListQuery) => ['contacts', 'list', query] as const,
  countries: () => ['contacts', 'countries'] as const,
  detail: (id: string) => ['contacts', 'detail', id] as const,
  deals: (id: string) => ['contacts', 'deals', id] as const,
  archivePreview: (id: string) => ['contacts', 'archive-preview', id] as const,
  /** Every customer search (prefix of `customers`). */
  allCustomers: ['contacts', 'customers'] as const,
  customers: (search: string) => ['contacts', 'customers', search] as const,
  companyByEmail: (email: string) => ['contacts', 'company-by-email', email] as const,
};
