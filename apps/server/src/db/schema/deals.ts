import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { crmCompanies } from './crm-companies.ts';
import { companies } from './tenancy.ts';

/**
 * Sales pipelines of a tenant (docs/product/deals.md). Every tenant gets "Sales pipeline" when it is
 * created (trigger in 0041_deals_policies.sql); pipelines are archived, never deleted, so closed
 * deals keep their stage.
 */
export const crmPipelines = pgTable(
  'crm_pipelines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('crm_pipelines_tenant_id_key').on(t.companyId, t.id)],
);

/**
 * A pipeline's stages in board order. `kind` says what reaching the stage means: a deal in a `won`
 * or `lost` stage is closed (its status follows the stage, see crm_deals_stage_sync). Probability
 * weighs the forecast; rotting_days marks a deal idle in the stage for longer.
 */
export const crmPipelineStages = pgTable(
  'crm_pipeline_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    pipelineId: uuid('pipeline_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').notNull().default('open'),
    probability: integer('probability').notNull().default(0),
    rottingDays: integer('rotting_days'),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('crm_pipeline_stages_tenant_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'crm_pipeline_stages_pipeline_fk',
      columns: [t.companyId, t.pipelineId],
      foreignColumns: [crmPipelines.companyId, crmPipelines.id],
    }).onDelete('cascade'),
    index('crm_pipeline_stages_pipeline_idx').on(t.companyId, t.pipelineId, t.position),
    check('crm_pipeline_stages_kind_check', sql`kind IN ('open', 'won', 'lost')`),
    check('crm_pipeline_stages_probability_check', sql`probability BETWEEN 0 AND 100`),
    check('crm_pipeline_stages_rotting_check', sql`rotting_days IS NULL OR rotting_days BETWEEN 1 AND 3650`),
  ],
);

/** Why deals are lost, picked when marking one lost (reports count them). */
export const crmLostReasons = pgTable(
  'crm_lost_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [unique('crm_lost_reasons_tenant_id_key').on(t.companyId, t.id)],
);

/**
 * Deals of a customer company. A deal goes with its company: the composite foreign key cascades
 * the delete and cannot point into another tenant. `stage` keeps the stage's name for readers that
 * predate pipelines; stage_id is the truth, and a trigger derives pipeline, status and closed_at
 * from it (and resolves a legacy stage name when only that is given).
 */
export const crmDeals = pgTable(
  'crm_deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    crmCompanyId: uuid('crm_company_id'),
    contactId: uuid('contact_id'),
    name: text('name').notNull(),
    stage: text('stage').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    closeDate: date('close_date'),
    pipelineId: uuid('pipeline_id'),
    stageId: uuid('stage_id'),
    status: text('status').notNull().default('open'),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    lostReasonId: uuid('lost_reason_id'),
    lostNote: text('lost_note'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('crm_deals_tenant_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'crm_deals_crm_company_fk',
      columns: [t.companyId, t.crmCompanyId],
      foreignColumns: [crmCompanies.companyId, crmCompanies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'crm_deals_stage_fk',
      columns: [t.companyId, t.stageId],
      foreignColumns: [crmPipelineStages.companyId, crmPipelineStages.id],
    }),
    foreignKey({
      name: 'crm_deals_pipeline_fk',
      columns: [t.companyId, t.pipelineId],
      foreignColumns: [crmPipelines.companyId, crmPipelines.id],
    }),
    foreignKey({
      name: 'crm_deals_lost_reason_fk',
      columns: [t.companyId, t.lostReasonId],
      foreignColumns: [crmLostReasons.companyId, crmLostReasons.id],
    }),
    index('crm_deals_crm_company_idx').on(t.companyId, t.crmCompanyId, t.closeDate),
    // The board: a stage's open deals, longest in the stage first.
    index('crm_deals_board_idx').on(t.companyId, t.stageId, t.stageEnteredAt),
    index('crm_deals_owner_idx').on(t.companyId, t.ownerUserId),
    index('crm_deals_status_closed_idx').on(t.companyId, t.status, t.closedAt),
    check('crm_deals_status_check', sql`status IN ('open', 'won', 'lost')`),
  ],
);

/** Every stage change of a deal, written by the database (0041) so no code path can forget it. */
export const crmDealStageHistory = pgTable(
  'crm_deal_stage_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id').notNull(),
    fromStageId: uuid('from_stage_id'),
    toStageId: uuid('to_stage_id').notNull(),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'crm_deal_stage_history_deal_fk',
      columns: [t.companyId, t.dealId],
      foreignColumns: [crmDeals.companyId, crmDeals.id],
    }).onDelete('cascade'),
    index('crm_deal_stage_history_deal_idx').on(t.companyId, t.dealId, t.changedAt),
  ],
);
