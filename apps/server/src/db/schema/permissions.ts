import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { companies } from './tenancy.ts';

/** The sections access levels are kept for (global reference data, seeded by migration). */
export const sections = pgTable('sections', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
});

export const userPermissions = pgTable(
  'user_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sectionId: text('section_id')
      .notNull()
      .references(() => sections.id),
    accessLevel: text('access_level').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_permissions_user_section_company_key').on(t.userId, t.sectionId, t.companyId),
    index('user_permissions_company_idx').on(t.companyId),
  ],
);

/**
 * One row per tenant (docs/product/administration.md), plus the default access levels per role and
 * the CRM's general defaults (CRM Settings → General settings: docs/product/hubspot.md).
 */
export const companySettings = pgTable(
  'company_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    roundRspToWholeNumbers: boolean('round_rsp_to_whole_numbers').notNull().default(false),
    cloudStorageEnabled: boolean('cloud_storage_enabled').notNull().default(false),
    primaryCloudProvider: text('primary_cloud_provider').notNull().default('supabase'),
    cloudStorageFolderStructure: text('cloud_storage_folder_structure')
      .notNull()
      .default('company/department/date'),
    /** role → section → level; null means the built-in defaults. */
    defaultAccessLevels: jsonb('default_access_levels').$type<Record<string, Record<string, string>>>(),
    /** ISO 4217 code new quotes are priced in. */
    defaultCurrency: text('default_currency').notNull().default('GBP'),
    /** VAT code of a new quote line that names none and has no product code. */
    defaultVatCode: text('default_vat_code').notNull().default('20'),
    /** Lead status of a new company that is given none (crm spec §4: warm). */
    defaultLeadStatus: text('default_lead_status').notNull().default('warm'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('company_settings_default_currency_check', sql`${t.defaultCurrency} IN ('GBP', 'EUR', 'USD')`),
    check('company_settings_default_vat_code_check', sql`${t.defaultVatCode} IN ('20', '5', '0', 'exempt')`),
    check(
      'company_settings_default_lead_status_check',
      sql`${t.defaultLeadStatus} IN ('hot', 'warm', 'cold', 'customer', 'lost')`,
    ),
  ],
);
