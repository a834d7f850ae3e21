import {
  HUBSPOT_AUTO_SYNC_HOURS,
  HUBSPOT_COPY,
  hubspotAutoSyncResponseSchema,
  hubspotConnectSchema,
  hubspotJobResponseSchema,
  hubspotStatusResponseSchema,
  hubspotSyncRequestSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTenant } from '../../db/tenant.ts';
import { requireSection } from '../../guards/require-role.ts';
import { signedInUser, tenantOf } from '../../guards/require-user.ts';
import { AppError, errorResponses } from '../../lib/errors.ts';
import { hubspotSyncJob } from './hubspot.jobs.ts';
import { hubspotIntegrationService, readIntegration } from './hubspot-integration.service.ts';

const tags = ['hubspot'];
const SECTION = 'crm-settings';

/** Connect, disconnect, status and sync runs of the tenant's HubSpot account. */
export const hubspotIntegrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireSection(SECTION);

  app.get(
    '/hubspot/integration',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'HubSpot connection status, last and next sync, recent runs',
        response: { 200: hubspotStatusResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      status: await hubspotIntegrationService.status(app.deps.database.db, tenantOf(request)),
    }),
  );

  app.put(
    '/hubspot/integration',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Connect HubSpot with a private-app access token (checked with HubSpot first)',
        body: hubspotConnectSchema,
        response: { 200: hubspotStatusResponseSchema, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      await hubspotIntegrationService.connect(app.deps, tenantOf(request), request.body.accessToken);
      return { status: await hubspotIntegrationService.status(app.deps.database.db, tenantOf(request)) };
    },
  );

  app.delete(
    '/hubspot/integration',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Disconnect HubSpot (synced records stay)',
        response: { 200: hubspotStatusResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await hubspotIntegrationService.disconnect(app.deps.database.db, tenantOf(request));
      return { status: await hubspotIntegrationService.status(app.deps.database.db, tenantOf(request)) };
    },
  );

  app.post(
    '/hubspot/sync',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Start an incremental or full sync (a background job)',
        body: hubspotSyncRequestSchema,
        response: { 202: hubspotJobResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const ctx = tenantOf(request);
      const user = signedInUser(request);
      const jobId = await withTenant(app.deps.database.db, ctx, async (tx) => {
        const row = await readIntegration(tx);
        if (!row?.isActive) throw new AppError('bad_request', HUBSPOT_COPY.notConnectedError);
        try {
          const { jobId } = await app.deps.jobs.enqueue(
            hubspotSyncJob,
            { mode: request.body.mode },
            { companyId: ctx.companyId, userId: user.userId, tx },
          );
          return jobId;
        } catch (error) {
          if (error instanceof AppError && error.code === 'conflict')
            throw new AppError('conflict', HUBSPOT_COPY.syncAlreadyRunning);
          throw error;
        }
      });
      return reply.code(202).send({ jobId });
    },
  );

  // After the profile loads (any signed-in user): an incremental sync when the tenant is connected
  // and the last sync is missing or older than 4 hours. Never an error for the person: nothing to
  // do, or a sync already running, is a null job.
  app.post(
    '/hubspot/auto-sync',
    {
      schema: {
        tags,
        summary: 'Start the automatic incremental sync when the last one is older than 4 hours',
        body: z.object({}).optional(),
        response: { 200: hubspotAutoSyncResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const ctx = tenantOf(request);
      const user = signedInUser(request);
      const jobId = await withTenant(app.deps.database.db, ctx, async (tx) => {
        const row = await readIntegration(tx);
        if (!row?.isActive) return null;
        const stale =
          !row.lastSyncAt || Date.now() - row.lastSyncAt.getTime() > HUBSPOT_AUTO_SYNC_HOURS * 3600_000;
        if (!stale) return null;
        try {
          const { jobId } = await app.deps.jobs.enqueue(
            hubspotSyncJob,
            { mode: 'incremental', automatic: true },
            { companyId: ctx.companyId, userId: user.userId, tx },
          );
          return jobId;
        } catch (error) {
          if (error instanceof AppError && error.code === 'conflict') return null;
          throw error;
        }
      });
      return { jobId };
    },
  );
};
