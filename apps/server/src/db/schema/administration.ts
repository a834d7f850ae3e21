import type { CompanyAddress } from '@northdesk/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { companies } from './tenancy.ts';

/**
 * The tenant's own company details (docs/product/administration.md): one row per tenant, with its
 * addresses as a list. Its legal and trading names are mirrored onto the tenant row (companies),
 * which is where the header's company name comes from.
 */
export const companyDetails = pgTable('company_details', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  tradingName: text('trading_name'),
  /** An API path of the tenant's stored logo (never a storage key or another site's URL). */
  logoUrl: text('logo_url'),
  addresses: jsonb('addresses').$type<CompanyAddress[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Invitations to join a tenant by email (docs/product/administration.md). Only a SHA-256 hash of the
 * token is stored; the token itself exists only in the mailed link. An invitation is used once
 * (accepted_at) and expires (expires_at).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('operative'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('invitations_company_created_idx').on(t.companyId, t.createdAt),
    index('invitations_company_email_idx').on(t.companyId, t.email),
  ],
);
