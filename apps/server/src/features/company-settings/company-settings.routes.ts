import {
  companySettingsResponseSchema,
  errorResponseSchema,
  updateCompanySettingsRequestSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../account/request-meta.ts';
import { requireSection, requireUser, signedInUser, tenantOf } from '../auth/require-user.ts';
import { logSecurityEvent } from '../security/security-events.service.ts';
import { adminErrorResponses } from '../settings/require-admin.ts';
import { companySettingsService } from './company-settings.service.ts';

const errors = adminErrorResponses(errorResponseSchema);

/** Settings → Company Settings: developers and super admins (shell spec §6 company-settings). */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  app.addHook('preValidation', requireSection('company-settings'));
  const tags = ['settings'];
  const { db } = app.deps.database;

  app.get(
    '/settings/company',
    {
      schema: {
        tags,
        summary: 'Company settings, with the built-in defaults when none are stored',
        response: { 200: companySettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ settings: await companySettingsService.get(db, tenantOf(request)) }),
  );

  app.patch(
    '/settings/company',
    {
      schema: {
        tags,
        summary: 'Change RSP rounding and/or the default access levels of new users',
        body: updateCompanySettingsRequestSchema,
        response: { 200: companySettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const settings = await companySettingsService.update(db, tenantOf(request), request.body);
      const actor = signedInUser(request);
      await logSecurityEvent(db, request.log, {
        ...requestMeta(request),
        action: 'company_settings_changed',
        companyId: actor.companyId,
        userId: actor.userId,
        metadata: { changes: request.body },
      });
      return { settings };
    },
  );
};
