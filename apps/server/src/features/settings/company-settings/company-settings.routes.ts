import { companySettingsResponseSchema, updateCompanySettingsRequestSchema } from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../../guards/request-meta.ts';
import { requireSection } from '../../../guards/require-role.ts';
import { requireUser, signedInUser, tenantOf } from '../../../guards/require-user.ts';
import { errorResponses } from '../../../lib/errors.ts';
import { logSecurityEvent } from '../../security/security-events.service.ts';
import { companySettingsService } from './company-settings.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413);

/** Settings → Company Settings: developers and super admins (docs/product/administration.md). */
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
