import multipart from '@fastify/multipart';
import {
  IMPORT_ENTITIES,
  IMPORT_MAX_BYTES,
  IMPORTS_COPY,
  type ImportEntity,
  type ImportStatus,
  importIdParamsSchema,
  importOptionsSchema,
  importResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { conflict, errorResponses, notFound } from '../../lib/errors.ts';
import { contentDisposition } from '../tasks/task-files.ts';
import { rememberMapping } from './import-mapping.ts';
import { findImport, moveImport } from './import-records.ts';
import { uploadImport } from './import-upload.ts';
import { toImport } from './import-view.ts';
import { type ImportStep, importJob } from './imports.jobs.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422);
const NOT_FOUND = IMPORTS_COPY.errors.notFound;

/**
 * /api/imports/{entity}… (issue 24 item 1): upload, dry run ("check"), import, undo, rejected
 * rows. Each entity's routes are guarded by its own section: importing needs create, reading
 * an import's state read. Another tenant's import, or one of another entity, is a 404.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  app.addHook('preValidation', requireUser);
  const { db } = app.deps.database;
  const { storage, jobs } = app.deps;

  async function load(ctx: TenantContext, entity: ImportEntity, id: string) {
    const row = await findImport(db, ctx, id, entity);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** Moves the import and queues the step's job in one transaction: one winner, no job without its status. */
  async function start(
    ctx: TenantContext,
    entity: ImportEntity,
    id: string,
    step: ImportStep,
    from: readonly ImportStatus[],
    to: ImportStatus,
    refusal: string,
  ) {
    await load(ctx, entity, id);
    const row = await withTenant(db, ctx, async (tx) => {
      const moved = await moveImport(tx, id, from, to, { error: null });
      if (!moved) return undefined;
      const { jobId } = await jobs.enqueue(
        importJob,
        { importId: id, step },
        { companyId: ctx.companyId, userId: ctx.userId, tx },
      );
      return moveImport(tx, id, [to], to, { jobId });
    });
    if (!row) throw conflict(refusal);
    return { import: await toImport(jobs, ctx, row) };
  }

  for (const entity of IMPORT_ENTITIES) {
    const tags = ['imports'];
    const create = requireAccess(entity, 'create');
    const read = requireAccess(entity, 'read');
    const params = importIdParamsSchema;

    app.post(
      `/imports/${entity}`,
      {
        preValidation: create,
        schema: {
          tags,
          summary: `Upload a CSV of ${entity} (multipart, one file, at most 50 MB / 200,000 rows)`,
          response: { 201: importResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const ctx = tenantOf(request);
        const row = await uploadImport({ db, storage }, request, ctx, entity);
        return reply.status(201).send({ import: await toImport(jobs, ctx, row) });
      },
    );

    app.get(
      `/imports/${entity}/:id`,
      {
        preValidation: read,
        schema: {
          tags,
          summary: 'An import: mapping, dry run, progress, result',
          params,
          response: { 200: importResponseSchema, ...errors },
        },
      },
      async (request) => {
        const ctx = tenantOf(request);
        return { import: await toImport(jobs, ctx, await load(ctx, entity, request.params.id)) };
      },
    );

    app.post(
      `/imports/${entity}/:id/check`,
      {
        preValidation: create,
        schema: {
          tags,
          summary: 'Dry run with this mapping and duplicate choice (a background job; nothing is saved)',
          params,
          body: importOptionsSchema,
          response: { 200: importResponseSchema, ...errors },
        },
      },
      async (request) => {
        const ctx = tenantOf(request);
        const { id } = request.params;
        const row = await load(ctx, entity, id);
        if (row.importedAt || row.result) throw conflict(IMPORTS_COPY.errors.busy);
        const options = {
          ...request.body,
          mapping: row.headers.map((_, i) => request.body.mapping[i] ?? null),
        };
        await withTenant(db, ctx, async (tx) => {
          const saved = await moveImport(
            tx,
            id,
            ['uploaded', 'checked', 'failed'],
            row.status as ImportStatus,
            {
              options,
              dryRun: null,
            },
          );
          if (!saved) throw conflict(IMPORTS_COPY.errors.busy);
          await rememberMapping(tx, ctx, entity, row.headers, options.mapping);
        });
        return start(
          ctx,
          entity,
          id,
          'check',
          ['uploaded', 'checked', 'failed'],
          'checking',
          IMPORTS_COPY.errors.busy,
        );
      },
    );

    app.post(
      `/imports/${entity}/:id/run`,
      {
        preValidation: create,
        schema: {
          tags,
          summary: 'Import the checked file as a background job (same choices as the dry run)',
          params,
          response: { 200: importResponseSchema, ...errors },
        },
      },
      async (request) =>
        start(
          tenantOf(request),
          entity,
          request.params.id,
          'import',
          ['checked'],
          'importing',
          IMPORTS_COPY.errors.notChecked,
        ),
    );

    app.post(
      `/imports/${entity}/:id/undo`,
      {
        preValidation: create,
        schema: {
          tags,
          summary: 'Undo the import as a whole: delete what it created, put back what it updated',
          params,
          response: { 200: importResponseSchema, ...errors },
        },
      },
      async (request) =>
        start(
          tenantOf(request),
          entity,
          request.params.id,
          'undo',
          ['imported', 'failed'],
          'undoing',
          IMPORTS_COPY.errors.notImported,
        ),
    );

    app.get(
      `/imports/${entity}/:id/rejected`,
      {
        preValidation: read,
        schema: { tags, summary: 'The rejected rows with their line and reason, as CSV', params },
      },
      async (request, reply) => {
        const row = await load(tenantOf(request), entity, request.params.id);
        const stored = row.rejectedKey ? await storage.get(row.rejectedKey) : undefined;
        if (!stored) throw notFound(IMPORTS_COPY.errors.noRejected);
        const name = `${row.fileName.replace(/\.csv$/i, '')}-rejected.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition(name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(stored.body);
      },
    );
  }
};
