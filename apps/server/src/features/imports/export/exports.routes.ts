import {
  EXPORT_ENTITIES,
  EXPORT_QUERY_SCHEMAS,
  type ExportEntity,
  type ExportQuery,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TenantContext } from '../../../db/tenant.ts';
import { requireAccess } from '../../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../../guards/require-user.ts';
import { activitiesExport, companiesExport, contactsExport } from './export-crm.ts';
import { type ExportSpec, exportCsv } from './export-csv.ts';
import { dealsExport, productsExport, quotesExport, tasksExport } from './export-sales.ts';

const SPECS: { [E in ExportEntity]: (query: ExportQuery<E>, ctx: TenantContext) => ExportSpec } = {
  companies: companiesExport,
  contacts: contactsExport,
  activities: activitiesExport,
  tasks: tasksExport,
  deals: dealsExport,
  quotes: quotesExport,
  products: productsExport,
};

const fileName = (entity: ExportEntity) => `${entity}_${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * GET /api/exports/{list} (issue 24 item 2): every list as CSV with the list's own filters and
 * search, streamed batch by batch; reading the list is the right it needs.
 */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const { database } = app.deps;
  for (const entity of EXPORT_ENTITIES) {
    app.get(
      `/exports/${entity}`,
      {
        preValidation: requireAccess(entity, 'read'),
        schema: {
          tags: ['exports'],
          summary: `The ${entity} list as CSV (its filters and search; UTF-8 with BOM, CRLF)`,
          querystring: EXPORT_QUERY_SCHEMAS[entity],
        },
      },
      async (request, reply) => {
        const build = SPECS[entity] as (query: unknown, ctx: TenantContext) => ExportSpec;
        const ctx = tenantOf(request);
        return reply
          .headers({
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${fileName(entity)}"`,
            'x-content-type-options': 'nosniff',
            'cache-control': 'private, no-store',
          })
          .send(exportCsv(database, ctx, build(request.query, ctx)));
      },
    );
  }
};
