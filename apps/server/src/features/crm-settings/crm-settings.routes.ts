import {
  crmGeneralSettingsResponseSchema,
  type UpdateCrmGeneralSettings,
  updateCrmGeneralSettingsSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readGeneralSettings } from '../../db/general-settings.ts';
import { companySettings } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { requestMeta } from '../../guards/request-meta.ts';
import { requireSection } from '../../guards/require-role.ts';
import { requireUser, signedInUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { logSecurityEvent } from '../security/security-events.service.ts';

const tags = ['crm-settings'];

/**
 * CRM Settings → General settings (docs/product/hubspot.md): the tenant's default currency, VAT
 * code and lead status. Everyone signed in reads them (the company and quote forms start from
 * them); CRM settings administrators (developer, super_admin, admin) change them.
 */
export const crmSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const { db } = app.deps.database;

  app.get(
    '/crm-settings/general',
    {
      schema: {
        tags,
        summary: 'The tenant’s CRM defaults (built-in ones when none are stored)',
        response: { 200: crmGeneralSettingsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ settings: await withTenant(db, tenantOf(request), readGeneralSettings) }),
  );

  app.patch(
    '/crm-settings/general',
    {
      preValidation: requireSection('crm-settings'),
      schema: {
        tags,
        summary: 'Change the default currency, VAT code and/or lead status',
        body: updateCrmGeneralSettingsSchema,
        response: { 200: crmGeneralSettingsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ctx = tenantOf(request);
      const input: UpdateCrmGeneralSettings = request.body;
      const settings = await withTenant(db, ctx, async (tx) => {
        const set = { ...input, updatedAt: new Date() };
        await tx
          .insert(companySettings)
          .values({ companyId: ctx.companyId, ...set })
          .onConflictDoUpdate({ target: companySettings.companyId, set });
        return readGeneralSettings(tx);
      });
      const actor = signedInUser(request);
      await logSecurityEvent(db, request.log, {
        ...requestMeta(request),
        action: 'crm_settings_changed',
        companyId: actor.companyId,
        userId: actor.userId,
        metadata: { changes: input },
      });
      return { settings };
    },
  );
};
