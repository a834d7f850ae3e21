import {
  DEALS_COPY as C,
  type LostReason,
  type lostReasonsInputSchema,
  type Pipeline,
  type PipelinesResponse,
  type pipelineInputSchema,
  type StageKind,
} from '@northdesk/shared';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { crmDeals, crmLostReasons, crmPipelineStages, crmPipelines } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';

type PipelineInput = z.output<typeof pipelineInputSchema>;
type LostReasonsInput = z.output<typeof lostReasonsInputSchema>;
type StageRow = typeof crmPipelineStages.$inferSelect;
type PipelineRow = typeof crmPipelines.$inferSelect;

function toPipeline(row: PipelineRow, stages: StageRow[]): Pipeline {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    stages: stages
      .filter((s) => s.pipelineId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((s) => ({
        id: s.id,
        name: s.name,
        position: s.position,
        kind: s.kind as StageKind,
        probability: s.probability,
        rottingDays: s.rottingDays,
      })),
  };
}

/** The tenant's live pipelines (default first) with their live stages, in one statement. */
export async function readPipelines(tx: Transaction): Promise<Pipeline[]> {
  const rows = await tx
    .select({ pipeline: crmPipelines, stage: crmPipelineStages })
    .from(crmPipelines)
    .leftJoin(
      crmPipelineStages,
      and(eq(crmPipelineStages.pipelineId, crmPipelines.id), eq(crmPipelineStages.archived, false)),
    )
    .where(eq(crmPipelines.archived, false))
    .orderBy(asc(crmPipelines.position), asc(crmPipelines.createdAt));
  const pipelines = [...new Map(rows.map((r) => [r.pipeline.id, r.pipeline])).values()];
  const stages = rows.flatMap((r) => (r.stage ? [r.stage] : []));
  return pipelines
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((row) => toPipeline(row, stages));
}

/** One live pipeline, or the default one when no id is given; 404 when it is not the tenant's. */
export async function findPipeline(tx: Transaction, pipelineId: string | undefined): Promise<Pipeline> {
  const pipelines = await readPipelines(tx);
  const pipeline = pipelineId ? pipelines.find((p) => p.id === pipelineId) : pipelines[0];
  if (!pipeline) throw notFound(C.pipelineNotFound);
  return pipeline;
}

async function readLostReasons(tx: Transaction): Promise<LostReason[]> {
  return tx
    .select({ id: crmLostReasons.id, label: crmLostReasons.label })
    .from(crmLostReasons)
    .where(eq(crmLostReasons.archived, false))
    .orderBy(asc(crmLostReasons.position), asc(crmLostReasons.label));
}

/**
 * Writes a pipeline's stages in the given order. Stages left out are archived, which is refused
 * while open deals are in them (closed deals keep their archived stage). A stage that belongs to
 * another pipeline or tenant is a 404.
 */
async function writeStages(tx: Transaction, companyId: string, pipelineId: string, input: PipelineInput) {
  const existing = await tx
    .select()
    .from(crmPipelineStages)
    .where(and(eq(crmPipelineStages.pipelineId, pipelineId), eq(crmPipelineStages.archived, false)));
  const keptIds = new Set(input.stages.flatMap((s) => (s.id ? [s.id] : [])));
  for (const id of keptIds) if (!existing.some((s) => s.id === id)) throw notFound(C.stageNotFound);
  const removed = existing.filter((s) => !keptIds.has(s.id));
  for (const stage of removed) {
    const [open] = await tx
      .select({ n: count() })
      .from(crmDeals)
      .where(and(eq(crmDeals.stageId, stage.id), eq(crmDeals.status, 'open')));
    // Closed deals keep pointing at their archived stage, so their history still reads.
    if (open && open.n > 0) throw conflict(C.stageHasDeals(stage.name, open.n));
  }
  if (removed.length > 0)
    await tx
      .update(crmPipelineStages)
      .set({ archived: true })
      .where(
        inArray(
          crmPipelineStages.id,
          removed.map((s) => s.id),
        ),
      );
  for (const [position, stage] of input.stages.entries()) {
    const values = {
      name: stage.name,
      position,
      kind: stage.kind,
      probability: stage.probability,
      rottingDays: stage.kind === 'open' ? stage.rottingDays : null,
    };
    if (stage.id) {
      const before = existing.find((s) => s.id === stage.id);
      if (before && before.kind !== stage.kind) await assertKindChangeAllowed(tx, before);
      await tx.update(crmPipelineStages).set(values).where(eq(crmPipelineStages.id, stage.id));
    } else {
      await tx.insert(crmPipelineStages).values({ ...values, companyId, pipelineId });
    }
  }
}

/** A stage's kind decides its deals' status: it may change only while no deal is in it. */
async function assertKindChangeAllowed(tx: Transaction, stage: StageRow) {
  const [deals] = await tx.select({ n: count() }).from(crmDeals).where(eq(crmDeals.stageId, stage.id));
  if (deals && deals.n > 0) throw conflict(C.stageHasDeals(stage.name, deals.n));
}

/** Pipelines and lost reasons (docs/product/deals.md), edited in CRM Settings. */
export const pipelinesService = {
  list(db: Database, ctx: TenantContext): Promise<PipelinesResponse> {
    return withTenant(db, ctx, async (tx) => ({
      pipelines: await readPipelines(tx),
      lostReasons: await readLostReasons(tx),
    }));
  },

  create(db: Database, ctx: Required<TenantContext>, input: PipelineInput): Promise<Pipeline> {
    return withTenant(db, ctx, async (tx) => {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(crmPipelines);
      const [row] = await tx
        .insert(crmPipelines)
        .values({ companyId: ctx.companyId, name: input.name, position: n, isDefault: n === 0 })
        .returning();
      if (!row) throw new AppError('internal_error', C.pipelineSaveFailed);
      await writeStages(tx, ctx.companyId, row.id, input);
      return findPipeline(tx, row.id);
    });
  },

  update(db: Database, ctx: Required<TenantContext>, id: string, input: PipelineInput): Promise<Pipeline> {
    return withTenant(db, ctx, async (tx) => {
      const [row] = await tx
        .select()
        .from(crmPipelines)
        .where(and(eq(crmPipelines.id, id), eq(crmPipelines.archived, false)))
        .for('update');
      if (!row) throw notFound(C.pipelineNotFound);
      await tx
        .update(crmPipelines)
        .set({ name: input.name, updatedAt: new Date() })
        .where(eq(crmPipelines.id, id));
      await writeStages(tx, ctx.companyId, id, input);
      return findPipeline(tx, id);
    });
  },

  /** Replaces the list of lost reasons; reasons left out are archived (lost deals keep theirs). */
  setLostReasons(db: Database, ctx: Required<TenantContext>, input: LostReasonsInput): Promise<LostReason[]> {
    return withTenant(db, ctx, async (tx) => {
      const existing = await tx.select().from(crmLostReasons).where(eq(crmLostReasons.archived, false));
      const keptIds = input.reasons.flatMap((r) => (r.id ? [r.id] : []));
      for (const id of keptIds) if (!existing.some((r) => r.id === id)) throw notFound(C.lostReasonNotFound);
      await tx
        .update(crmLostReasons)
        .set({ archived: true })
        .where(
          keptIds.length
            ? and(eq(crmLostReasons.archived, false), notInArray(crmLostReasons.id, keptIds))
            : eq(crmLostReasons.archived, false),
        );
      for (const [position, reason] of input.reasons.entries()) {
        if (reason.id)
          await tx
            .update(crmLostReasons)
            .set({ label: reason.label, position })
            .where(eq(crmLostReasons.id, reason.id));
        else
          await tx.insert(crmLostReasons).values({ companyId: ctx.companyId, label: reason.label, position });
      }
      return readLostReasons(tx);
    });
  },
};
