import {
  COMPANIES_COPY,
  companyIdParamsSchema,
  companyInputSchema,
  companyResponseSchema,
  companyUpdateSchema,
  deleteCompanyQuerySchema,
  deleteCompanyResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses, notFound } from '../../lib/errors.ts';
import { companiesService } from './companies.service.ts';
import { deleteCompany } from './company-deletion.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
const tags = ['companies'];

/** Read, create, update and delete one company (docs/product/companies.md). */
export const companyRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who and what before validation: no session is a 401 and no permission a 403, whatever the input.
  app.addHook('preValidation', requireUser);
  const { database, storage } = app.deps;
  const { db } = database;

  app.get(
    '/companies/:id',
    {
      preValidation: requireAccess('companies', 'read'),
      schema: {
        tags,
        summary: 'One company',
        params: companyIdParamsSchema,
        response: { 200: companyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const company = await companiesService.get(db, tenantOf(request), request.params.id);
      if (!company) throw notFound(COMPANIES_COPY.notFound);
      return { company };
    },
  );

  app.post(
    '/companies',
    {
      preValidation: requireAccess('companies', 'create'),
      schema: {
        tags,
        summary: 'Create a company (domain unique in the tenant)',
        body: companyInputSchema,
        response: { 201: companyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const company = await companiesService.create(db, tenantOf(request), request.body);
      return reply.status(201).send({ company });
    },
  );

  app.patch(
    '/companies/:id',
    {
      preValidation: requireAccess('companies', 'edit'),
      schema: {
        tags,
        summary: 'Update the given fields of a company; sets locally_modified_at',
        params: companyIdParamsSchema,
        body: companyUpdateSchema,
        response: { 200: companyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await companiesService.update(db, tenantOf(request), request.params.id, request.body);
      if (!updated) throw notFound(COMPANIES_COPY.notFound);
      if (updated.replacedLogoKey) await storage.delete(updated.replacedLogoKey).catch(() => undefined);
      return { company: updated.company };
    },
  );

  app.delete(
    '/companies/:id',
    {
      preValidation: requireAccess('companies', 'delete'),
      schema: {
        tags,
        summary:
          'Delete a company with its deals, activities and own tasks (and their files); optionally its contacts too',
        params: companyIdParamsSchema,
        querystring: deleteCompanyQuerySchema,
        response: { 200: deleteCompanyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { deleteContacts } = request.query;
      // Deleting contacts is a contacts action too: it needs that section's delete level.
      if (deleteContacts) await requireAccess('contacts', 'delete').call(app, request, reply);
      const deleted = await deleteCompany(db, storage, tenantOf(request), request.params.id, {
        deleteContacts,
        log: request.log,
      });
      if (!deleted) throw notFound(COMPANIES_COPY.notFound);
      return { deletedContacts: deleted.deletedContacts };
    },
  );
};
