import type { CompanySource } from '../api/companies.ts';
import type { ContactSource } from '../api/contacts.ts';

/**
 * The filter chips of the companies and contacts lists: what a report's drill-down filtered the
 * list by (issue 23 item 4), each removable.
 */
export const LIST_FILTERS_COPY = {
  /** The group of chips, for screen readers. */
  label: 'Active filters',
  created: (from: string, to: string) =>
    from && to ? `Created ${from} – ${to}` : from ? `Created from ${from}` : `Created until ${to}`,
  leadStatus: (status: string) => `Lead status: ${status}`,
  source: (source: string) => `Source: ${source}`,
  /** The remove button's name. */
  remove: (chip: string) => `Remove filter ${chip}`,
  companySources: {
    manual_entry: 'Manual',
    auto_enriched: 'Enriched',
    external_crm: 'HubSpot',
  } satisfies Record<CompanySource, string>,
  contactSources: {
    manual: 'Manual',
    import: 'Import',
    external_crm: 'HubSpot',
  } satisfies Record<ContactSource, string>,
} as const;
