import {
  big,
  DEALS_COPY as C,
  type DealDetail,
  type DealWithHistoryResponse,
  type dealCreateSchema,
  type dealLostSchema,
  type dealMoveSchema,
  type dealUpdateSchema,
  toFixedDecimal,
} from '@northdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.ts';
import {
  crmCompanies,
  crmContacts,
  crmDeals,
  crmLostReasons,
  crmPipelineStages,
  profiles,
} from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { type DealDetailRow, dealDetailFrom, isoOf, toDealDetail } from './deal-cards.ts';
import { findPipeline } from './pipelines.service.ts';

type Ctx = Required<TenantContext>;
type CreateInput = z.output<typeof dealCreateSchema>;
type UpdateInput = z.output<typeof dealUpdateSchema>;
type MoveInput = z.output<typeof dealMoveSchema>;
type LostInput = z.output<typeof dealLostSchema>;
type DealRow = typeof crmDeals.$inferSelect;

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

/** The deal as the API shows it; 404 when it is not the tenant's. */
export async function readDeal(tx: Transaction, id: string): Promise<DealDetail> {
  const [row] = await queryRows<DealDetailRow>(tx, sql`${dealDetailFrom} WHERE d.id = ${id}`);
  if (!row) throw notFound(C.notFound);
  const weighted =
    row.amount === null ? null : toFixedDecimal(big(row.amount).times(row.probability).div(100), 2);
  return toDealDetail(row, weighted);
}

async function lockDeal(tx: Transaction, id: string): Promise<DealRow> {
  const [row] = await tx.select().from(crmDeals).where(eq(crmDeals.id, id)).for('update');
  if (!row) throw notFound(C.notFound);
  return row;
}

/** Company, contact and owner must be the tenant's (row-level security hides others) and fit. */
async function checkLinks(
  tx: Transaction,
  links: {
    crmCompanyId?: string | undefined;
    contactId?: string | null | undefined;
    ownerUserId?: string | null | undefined;
  },
  companyOfContact: string | undefined,
) {
  if (links.crmCompanyId) {
    const [company] = await tx
      .select({ id: crmCompanies.id })
      .from(crmCompanies)
      .where(and(eq(crmCompanies.id, links.crmCompanyId), eq(crmCompanies.archived, false)));
    if (!company) throw invalid('crmCompanyId', C.companyNotFound);
  }
  if (links.contactId) {
    const [contact] = await tx
      .select({ crmCompanyId: crmContacts.crmCompanyId })
      .from(crmContacts)
      .where(and(eq(crmContacts.id, links.contactId), eq(crmContacts.archived, false)));
    if (!contact) throw invalid('contactId', C.contactNotFound);
    if (companyOfContact && contact.crmCompanyId && contact.crmCompanyId !== companyOfContact)
      throw invalid('contactId', C.contactCompanyMismatch);
  }
  if (links.ownerUserId) {
    const [owner] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, links.ownerUserId));
    if (!owner) throw invalid('ownerUserId', C.ownerNotFound);
  }
}

/** A live stage of the tenant, with its kind and pipeline. */
async function findStage(tx: Transaction, stageId: string) {
  const [stage] = await tx
    .select()
    .from(crmPipelineStages)
    .where(and(eq(crmPipelineStages.id, stageId), eq(crmPipelineStages.archived, false)));
  if (!stage) throw invalid('stageId', C.stageNotFound);
  return stage;
}

/** The live stage of `kind` in a pipeline (its first). */
async function stageOfKind(tx: Transaction, pipelineId: string, kind: 'open' | 'won' | 'lost') {
  const pipeline = await findPipeline(tx, pipelineId);
  const stage = pipeline.stages.find((s) => s.kind === kind);
  if (!stage) throw conflict(C.pipelineNeedsStages);
  return stage;
}

async function withHistory(tx: Transaction, id: string): Promise<DealWithHistoryResponse> {
  const deal = await readDeal(tx, id);
  const rows = await queryRows<{
    id: string;
    from_stage: string | null;
    to_stage: string;
    changed_by: string | null;
    changed_by_name: string | null;
    changed_at: string | Date;
  }>(
    tx,
    sql`SELECT h.id, fs.name AS from_stage, ts.name AS to_stage, h.changed_by,
               coalesce(nullif(trim(p.full_name), ''), p.email) AS changed_by_name, h.changed_at
          FROM crm_deal_stage_history h
          LEFT JOIN crm_pipeline_stages fs ON fs.company_id = h.company_id AND fs.id = h.from_stage_id
          JOIN crm_pipeline_stages ts ON ts.company_id = h.company_id AND ts.id = h.to_stage_id
          LEFT JOIN profiles p ON p.id = h.changed_by
         WHERE h.deal_id = ${id}
         ORDER BY h.changed_at DESC, h.id`,
  );
  return {
    deal,
    history: rows.map((row) => ({
      id: row.id,
      fromStage: row.from_stage,
      toStage: row.to_stage,
      changedBy: row.changed_by ? { id: row.changed_by, name: row.changed_by_name } : null,
      changedAt: isoOf(row.changed_at),
    })),
  };
}

/** One deal: create, read, change, move, close and reopen (docs/product/deals.md). */
export const dealRecordService = {
  get(db: Database, ctx: Ctx, id: string): Promise<DealWithHistoryResponse> {
    return withTenant(db, ctx, (tx) => withHistory(tx, id));
  },

  create(db: Database, ctx: Ctx, input: CreateInput): Promise<DealDetail> {
    return withTenant(db, ctx, async (tx) => {
      const ownerUserId = input.ownerUserId === undefined ? ctx.userId : input.ownerUserId;
      await checkLinks(tx, { ...input, ownerUserId }, input.crmCompanyId);
      let stage: { id: string; name: string };
      if (input.stageId) {
        const chosen = await findStage(tx, input.stageId);
        if (input.pipelineId && chosen.pipelineId !== input.pipelineId)
          throw invalid('stageId', C.stageNotFound);
        stage = chosen;
      } else {
        stage = await stageOfKind(tx, (await findPipeline(tx, input.pipelineId)).id, 'open');
      }
      const [row] = await tx
        .insert(crmDeals)
        .values({
          companyId: ctx.companyId,
          name: input.name,
          amount: input.amount ?? null,
          closeDate: input.closeDate ?? null,
          crmCompanyId: input.crmCompanyId,
          contactId: input.contactId ?? null,
          stageId: stage.id,
          stage: stage.name,
          ownerUserId,
          createdBy: ctx.userId,
        })
        .returning({ id: crmDeals.id });
      if (!row) throw new AppError('internal_error', C.saveFailed);
      return readDeal(tx, row.id);
    });
  },

  update(db: Database, ctx: Ctx, id: string, input: UpdateInput): Promise<DealDetail> {
    return withTenant(db, ctx, async (tx) => {
      const before = await lockDeal(tx, id);
      const crmCompanyId = input.crmCompanyId ?? before.crmCompanyId ?? undefined;
      const contactId = input.contactId === undefined ? before.contactId : input.contactId;
      await checkLinks(
        tx,
        { crmCompanyId: input.crmCompanyId, contactId, ownerUserId: input.ownerUserId },
        crmCompanyId,
      );
      if (input.stageId && input.stageId !== before.stageId) {
        const stage = await findStage(tx, input.stageId);
        if (stage.pipelineId !== before.pipelineId && stage.kind !== 'open')
          throw invalid('stageId', C.stageNotFound);
      }
      await tx
        .update(crmDeals)
        .set({
          name: input.name,
          amount: input.amount === undefined ? undefined : input.amount,
          closeDate: input.closeDate,
          crmCompanyId: input.crmCompanyId,
          contactId: input.contactId,
          stageId: input.stageId,
          ownerUserId: input.ownerUserId,
          updatedAt: new Date(),
        })
        .where(eq(crmDeals.id, id));
      return readDeal(tx, id);
    });
  },

  /**
   * The board's drag: to another stage of the deal's pipeline (a closed stage closes it). With
   * fromStageId, a deal someone else moved meanwhile is a 409 and stays where they put it.
   */
  move(db: Database, ctx: Ctx, id: string, input: MoveInput): Promise<DealDetail> {
    return withTenant(db, ctx, async (tx) => {
      const before = await lockDeal(tx, id);
      if (input.fromStageId && input.fromStageId !== before.stageId) throw conflict(C.movedElsewhere);
      const stage = await findStage(tx, input.stageId);
      if (stage.pipelineId !== before.pipelineId) throw invalid('stageId', C.stageNotFound);
      if (stage.id !== before.stageId)
        await tx.update(crmDeals).set({ stageId: stage.id }).where(eq(crmDeals.id, id));
      return readDeal(tx, id);
    });
  },

  won(db: Database, ctx: Ctx, id: string): Promise<DealDetail> {
    return withTenant(db, ctx, async (tx) => {
      const before = await lockDeal(tx, id);
      if (before.status === 'won') return readDeal(tx, id);
      if (before.status === 'lost') throw conflict(C.alreadyClosed);
      const stage = await stageOfKind(tx, before.pipelineId ?? '', 'won');
      await tx.update(crmDeals).set({ stageId: stage.id }).where(eq(crmDeals.id, id));
      return readDeal(tx, id);
    });
  },

  lost(db: Database, ctx: Ctx, id: string, input: LostInput): Promise<DealDetail> {
    return withTenant(db, ctx, async (tx) => {
      const before = await lockDeal(tx, id);
      if (before.status !== 'open') throw conflict(C.alreadyClosed);
      if (input.lostReasonId) {
        const [reason] = await tx
          .select({ id: crmLostReasons.id })
          .from(crmLostReasons)
          .where(and(eq(crmLostReasons.id, input.lostReasonId), eq(crmLostReasons.archived, false)));
        if (!reason) throw invalid('lostReasonId', C.lostReasonNotFound);
      }
      const stage = await stageOfKind(tx, before.pipelineId ?? '', 'lost');
      await tx
        .update(crmDeals)
        .set({ stageId: stage.id, lostReasonId: input.lostReasonId ?? null, lostNote: input.note })
        .where(eq(crmDeals.id, id));
      return readDeal(tx, id);
    });
  },

  /** Back to the open stage it was last in (else the pipeline's first). */
  reopen(db: Database, ctx: Ctx, id: string): Promise<DealDetail> {
    return withTenant(db, ctx, async (tx) => {
      const before = await lockDeal(tx, id);
      if (before.status === 'open') throw conflict(C.notClosed);
      const [last] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT s.id FROM crm_deal_stage_history h
              JOIN crm_pipeline_stages s ON s.company_id = h.company_id AND s.id = h.to_stage_id
             WHERE h.deal_id = ${id} AND s.kind = 'open' AND NOT s.archived AND s.pipeline_id = ${before.pipelineId}
             ORDER BY h.changed_at DESC LIMIT 1`,
      );
      const stageId = last?.id ?? (await stageOfKind(tx, before.pipelineId ?? '', 'open')).id;
      await tx.update(crmDeals).set({ stageId }).where(eq(crmDeals.id, id));
      return readDeal(tx, id);
    });
  },

  remove(db: Database, ctx: Ctx, id: string): Promise<void> {
    return withTenant(db, ctx, async (tx) => {
      await lockDeal(tx, id);
      await tx.delete(crmDeals).where(eq(crmDeals.id, id));
    });
  },

  /** Users of the tenant who can own a deal. */
  owners(db: Database, ctx: Ctx) {
    return withTenant(db, ctx, async (tx) => {
      const rows = await tx
        .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.companyId, ctx.companyId))
        .orderBy(sql`lower(coalesce(${profiles.fullName}, ${profiles.email}))`);
      return { owners: rows.map((r) => ({ id: r.id, name: r.fullName?.trim() || r.email })) };
    });
  },
};
