import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** Tenants. A row here is a customer company of Northdesk; its id is every tenant row's company_id. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  tradingName: text('trading_name'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    fullName: text('full_name'),
    email: text('email'),
    avatarUrl: text('avatar_url'),
    position: text('position'),
    /** Another profile of the same tenant (checked by the profile service); null is "No line manager". */
    lineManagerId: text('line_manager_id').references((): AnyPgColumn => profiles.id, {
      onDelete: 'set null',
    }),
    firstLoginCompleted: boolean('first_login_completed').notNull().default(false),
    /** Home dashboard card order (docs/product/dashboard.md); read through isValidDashboardLayout, null = default. */
    dashboardLayout: jsonb('dashboard_layout').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_company_id_idx').on(t.companyId),
    // One person per address in a tenant: placeholder members (account-elsewhere.ts) included,
    // so two administrators adding one address at once get one row and a 409.
    uniqueIndex('profiles_company_email_key').on(t.companyId, sql`lower(${t.email})`),
  ],
);

/** One role per user. company_id mirrors the profile's so the row sits inside its tenant's policy. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    role: text('role').notNull().default('operative'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_roles_company_id_idx').on(t.companyId)],
);
