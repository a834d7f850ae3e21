import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './tenancy.ts';

// Column helpers shared by the warehouse schema files (not re-exported by the schema index).
export const tenant = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
export const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
