import {
  companyByEmailQuerySchema,
  companyByEmailResponseSchema,
  createCustomerRequestSchema,
  customerOptionsResponseSchema,
  customerResponseSchema,
  customerSearchQuerySchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTenant } from '../../db/tenant.ts';
import { requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { companyForEmail, createCustomer, customerOptions } from './contact-companies.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The company side of the contact form: customer search, a new customer, the company of an email's domain. */
export const contactCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  const db = () => app.deps.database.db;

  app.get(
    '/contacts/customers',
    {
      preValidation: requireAccess('contacts', 'read'),
      schema: {
        tags,
        summary: 'Company picker: 50 matches (2+ characters) or the 20 most recent',
        querystring: customerSearchQuerySchema,
        response: { 200: customerOptionsResponseSchema, ...errors },
      },
    },
    async (request) => withTenant(db(), tenantOf(request), (tx) => customerOptions(tx, request.query.search)),
  );

  app.post(
    '/contacts/customers',
    {
      preValidation: [requireAccess('contacts', 'read'), requireAccess('companies', 'create')],
      schema: {
        tags,
        summary: 'Quick-create a customer company (an existing one with the same domain is returned)',
        body: createCustomerRequestSchema,
        response: { 200: customerResponseSchema, 201: customerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = tenantOf(request);
      const result = await withTenant(db(), ctx, (tx) =>
        createCustomer(tx, ctx.companyId, request.body, ctx.userId ?? null),
      );
      return reply.status(result.created ? 201 : 200).send({ customer: result.customer });
    },
  );

  app.get(
    '/contacts/company-by-email',
    {
      preValidation: requireAccess('contacts', 'read'),
      schema: {
        tags,
        summary: "The tenant's company whose domain is the email's (domain auto-linking)",
        querystring: companyByEmailQuerySchema,
        response: { 200: companyByEmailResponseSchema, ...errors },
      },
    },
    async (request) => withTenant(db(), tenantOf(request), (tx) => companyForEmail(tx, request.query.email)),
  );
};
