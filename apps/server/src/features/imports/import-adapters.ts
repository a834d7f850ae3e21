import type { ImportEntity } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import type { ImportAdapter } from './import-adapter.ts';
import { companiesAdapter, contactsAdapter } from './import-companies.ts';
import { dealsAdapter, productsAdapter } from './import-sales.ts';

export const ADAPTERS: Record<ImportEntity, ImportAdapter> = {
  companies: companiesAdapter,
  contacts: contactsAdapter,
  products: productsAdapter,
  deals: dealsAdapter,
};

/** What an update stamps besides its columns: a local edit, so the HubSpot sync pushes it. */
export const TOUCH: Record<ImportEntity, ReturnType<typeof sql>> = {
  companies: sql`, updated_at = now(), locally_modified_at = now()`,
  contacts: sql`, updated_at = now(), locally_modified_at = now()`,
  products: sql`, updated_at = now()`,
  deals: sql`, updated_at = now()`,
};
