import {
  currentUserResponseSchema,
  hasExactRole,
  REALTIME_EVENTS,
  switchCompanyRequestSchema,
  tenantListResponseSchema,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../../guards/require-user.ts';
import { errorResponses, forbidden, notFound } from '../../../lib/errors.ts';
import { tenantDisplayName } from '../../../lib/tenant-name.ts';
import { toCurrentUser } from '../../auth/current-user.ts';
import { logSecurityEvent } from '../../security/security-events.service.ts';
import { switchUserCompany, tenantDirectory } from './tenants.service.ts';

const errors = errorResponses(400, 401, 403, 404);

function requireDeveloper(request: FastifyRequest) {
  const user = signedInUser(request);
  if (!hasExactRole(user.role, 'developer')) throw forbidden('Only developers can switch companies.');
  return user;
}

/** Company switching (docs/product/administration.md): developers only, across all active tenants. */
export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tenants'];

  app.get(
    '/tenants',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Active companies, by name (developer)',
        response: { 200: tenantListResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireDeveloper(request);
      const companies = (await tenantDirectory.list(app.deps.database.db)).filter((c) => c.isActive);
      return {
        companies: companies.map((c) => ({
          id: c.id,
          name: c.name,
          legalName: c.legalName,
          tradingName: c.tradingName,
          displayName: tenantDisplayName(c),
        })),
      };
    },
  );

  app.post(
    '/account/company',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Switch the signed-in developer to another company',
        body: switchCompanyRequestSchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireDeveloper(request);
      const target = await tenantDirectory.findActiveById(app.deps.database.db, request.body.companyId);
      if (!target) throw notFound('Company not found');
      await switchUserCompany(app.deps.database.db, user.userId, target.id);
      await logSecurityEvent(app.deps.database.db, request.log, {
        action: 'company_switched',
        companyId: target.id,
        userId: user.userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        metadata: { from: user.companyId, to: target.id },
      });
      // Every open tab of this user, on any node, refetches for the new tenant.
      await app.deps.realtime.publish({
        event: REALTIME_EVENTS.account,
        userId: user.userId,
        companyId: target.id,
      });
      return {
        user: toCurrentUser({ ...user, companyId: target.id, companyName: tenantDisplayName(target) }),
      };
    },
  );
};
