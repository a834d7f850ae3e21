import {
  accessDeniedMessage,
  PERMISSION_SECTIONS,
  REPORT_SECTIONS,
  reportIdParamsSchema,
  reportOverviewSchema,
  reportQuerySchema,
  reportResponseSchema,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedSections, requireAccess } from '../../guards/require-access.ts';
import { requireUser, signedInUser } from '../../guards/require-user.ts';
import { errorResponses, forbidden } from '../../lib/errors.ts';
import { csvFileName, reportCsv } from './report-csv.ts';
import { reportsService } from './reports.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const DATA_SECTIONS = ['deals', 'activities', 'tasks', 'companies', 'contacts'] as const;

const ctxOf = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { companyId: user.companyId, userId: user.userId };
};

/**
 * /api/reports (docs/product/reports.md): section `reports` (view is enough: reports only read),
 * and each report also needs read access to the data it is made of, so nobody sees deal values
 * without deals access. Another tenant's pipeline or user in the filters is a 404.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  app.addHook('preValidation', requireAccess('reports', 'read'));
  const tags = ['reports'];
  const { database } = app.deps;

  /** 403 unless the user may read every section the report is made of. */
  const assertReportAccess = (request: FastifyRequest, report: keyof typeof REPORT_SECTIONS) => {
    const sections = REPORT_SECTIONS[report];
    const allowed = allowedSections(request, sections);
    const missing = sections.find((section) => !allowed[section]);
    if (missing) {
      const name = PERMISSION_SECTIONS.find((s) => s.id === missing)?.displayName ?? missing;
      throw forbidden(accessDeniedMessage('read', name));
    }
  };

  app.get(
    '/reports/overview',
    {
      schema: {
        tags,
        summary: 'The headline figures for the filters; null where access hides them or nothing is closed',
        querystring: reportQuerySchema,
        response: { 200: reportOverviewSchema, ...errors },
      },
    },
    async (request) =>
      reportsService.overview(
        database,
        ctxOf(request),
        request.query,
        allowedSections(request, DATA_SECTIONS),
      ),
  );

  app.get(
    '/reports/:reportId',
    {
      schema: {
        tags,
        summary: "One report's rows for the filters (the chart and its table)",
        params: reportIdParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: reportResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertReportAccess(request, request.params.reportId);
      return reportsService.report(database, ctxOf(request), request.params.reportId, request.query);
    },
  );

  app.get(
    '/reports/:reportId/csv',
    {
      schema: {
        tags,
        summary: "One report's table as CSV (UTF-8 with BOM, ISO dates, plain decimals)",
        params: reportIdParamsSchema,
        querystring: reportQuerySchema,
      },
    },
    async (request, reply) => {
      assertReportAccess(request, request.params.reportId);
      const result = await reportsService.report(
        database,
        ctxOf(request),
        request.params.reportId,
        request.query,
      );
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${csvFileName(result)}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(reportCsv(result));
    },
  );
};
