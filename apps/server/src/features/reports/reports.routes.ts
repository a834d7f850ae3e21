import crypto from 'node:crypto';
import {
  accessDeniedMessage,
  PERMISSION_SECTIONS,
  REPORT_SECTIONS,
  type ReportId,
  type ReportQueryValues,
  reportIdParamsSchema,
  reportOverviewSchema,
  reportQuerySchema,
  reportResponseByReportSchema,
  reportsToday,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inlineSqlBinding } from '../../db/inline-sql.ts';
import { allowedSections, requireAccess } from '../../guards/require-access.ts';
import { requireUser, requireUserReadingReport, signedInUser } from '../../guards/require-user.ts';
import { errorResponses, forbidden } from '../../lib/errors.ts';
import type { ReportReadRow } from '../auth/request-user.ts';
import { csvFileName, reportCsv } from './report-csv.ts';
import type { ReportParams } from './report-params.ts';
import { reportParams, reportStatement, reportsService } from './reports.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const DATA_SECTIONS = ['deals', 'activities', 'tasks', 'companies', 'contacts'] as const;

const ctxOf = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { companyId: user.companyId, userId: user.userId };
};

/**
 * Stand-ins for the tenant and user in a report statement read with the session, which supplies
 * them ($1 and $2 of request_identity_report). Random per process, so no request can name them.
 */
const TENANT_STAND_IN = crypto.randomUUID();
const USER_STAND_IN = `user-${crypto.randomUUID()}`;

/** A report read with the session: which report, for which parameters, and its statement's row. */
type ReadWithSession = { report: ReportId; params: ReportParams; row: ReportReadRow };
const readsWithSession = new WeakMap<FastifyRequest, ReadWithSession>();

type PlannedRead = { report: ReportId; params: ReportParams; statement: string };

/**
 * Planned reads by address and London's today, most recently used last. A statement depends only on
 * those (the tenant and the user are stand-ins), and building it (parsing the query, composing
 * and inlining the SQL) was about 0.15 ms of a 6 ms lead-status request (issue 23: the API within
 * 1.5x of its SQL). Bounded, so any number of distinct addresses keeps at most this many.
 */
const PLANNED_READS_KEPT = 256;
const plannedReads = new Map<string, PlannedRead>();

/**
 * The report a request asks for and its statement with the stand-ins, when its path and query are
 * valid (else the request is resolved like every other one and answered 400 by validation, unread). Parsed
 * with the route's own schemas, so the statement is the one the handler would run.
 */
function plannedRead(request: FastifyRequest): PlannedRead | null {
  const key = `${reportsToday()} ${request.url}`;
  const kept = plannedReads.get(key);
  if (kept) {
    plannedReads.delete(key);
    plannedReads.set(key, kept);
    return kept;
  }
  const id = reportIdParamsSchema.safeParse(request.params);
  const query = reportQuerySchema.safeParse(request.query);
  if (!id.success || !query.success) return null;
  const params = reportParams({ companyId: TENANT_STAND_IN, userId: USER_STAND_IN }, query.data);
  const statement = inlineSqlBinding(reportStatement(id.data.reportId, params), [
    TENANT_STAND_IN,
    USER_STAND_IN,
  ]);
  const planned = { report: id.data.reportId, params: Object.freeze(params), statement };
  plannedReads.set(key, planned);
  if (plannedReads.size > PLANNED_READS_KEPT) {
    const oldest = plannedReads.keys().next().value;
    if (oldest !== undefined) plannedReads.delete(oldest);
  }
  return planned;
}

/**
 * /api/reports (docs/product/reports.md): section `reports` (view is enough: reports only read),
 * and each report also needs read access to the data it is made of, so nobody sees deal values
 * without deals access. Another tenant's pipeline or user in the filters is a 404.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  /*
   * A report's rows are read with the session in one round trip (request_identity_report), which
   * takes as much time off every report request as the session read cost on its own (issue 23:
   * the API within 1.5x of its SQL). Nothing of the rows is used before the access checks below
   * (requireAccess, assertReportAccess) pass on the user read with them.
   */
  app.addHook('preValidation', async function (request, reply) {
    const planned = plannedRead(request);
    if (!planned) return requireUser.call(this, request, reply);
    const row = await requireUserReadingReport(this, request, reply, planned.statement);
    if (row) readsWithSession.set(request, { report: planned.report, params: planned.params, row });
  });
  app.addHook('preValidation', requireAccess('reports', 'read'));
  const tags = ['reports'];
  const { database } = app.deps;

  /** The report's answer: from the read made with the session, else read now. */
  const reportOf = (request: FastifyRequest, report: ReportId, query: ReportQueryValues) => {
    const read = readsWithSession.get(request);
    if (read && read.report === report) return reportsService.fromRow(report, read.params, read.row);
    return reportsService.report(database, ctxOf(request), report, query);
  };

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
        response: { 200: reportResponseByReportSchema, ...errors },
      },
    },
    async (request) => {
      assertReportAccess(request, request.params.reportId);
      return reportOf(request, request.params.reportId, request.query);
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
      const result = await reportOf(request, request.params.reportId, request.query);
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
