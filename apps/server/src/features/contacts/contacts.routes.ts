import {
  archiveContactResponseSchema,
  CONTACTS_COPY,
  companyByEmailQuerySchema,
  companyByEmailResponseSchema,
  contactArchivePreviewSchema,
  contactCountriesResponseSchema,
  contactDealsResponseSchema,
  contactIdParamsSchema,
  contactInputSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactResponseSchema,
  createCustomerRequestSchema,
  customerOptionsResponseSchema,
  customerResponseSchema,
  customerSearchQuerySchema,
  quickContactRequestSchema,
  updateContactResponseSchema,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTenant } from '../../db/tenant.ts';
import { allowedSections, requireAccess } from '../../guards/require-access.ts';
import { requireUser, signedInUser } from '../../guards/require-user.ts';
import { errorResponses, forbidden, notFound } from '../../lib/errors.ts';
import { companyForEmail, createCustomer, customerOptions } from './contact-companies.ts';
import { contactsService } from './contacts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

const ctxOf = (request: FastifyRequest) => {
  const user = signedInUser(request);
  return { companyId: user.companyId, userId: user.userId };
};

/**
 * /api/contacts (crm spec §7 Contacts). Every route needs a session and the contacts section:
 * view to read, admin to edit, full to create or archive. Another tenant's contact is a 404,
 * exactly like an unknown id; archived contacts are not found either.
 */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who and what before validation: no session is a 401 and no permission a 403, whatever the input.
  app.addHook('preValidation', requireUser);
  const tags = ['contacts'];
  const db = () => app.deps.database.db;
  const canSeeDeals = (request: FastifyRequest) => allowedSections(request, ['deals']).deals;

  app.get(
    '/contacts',
    {
      preValidation: requireAccess('contacts', 'read'),
      schema: {
        tags,
        summary: 'One page (100) of contacts with search, category and country filters, and the total',
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema, ...errors },
      },
    },
    async (request) => contactsService.list(app.deps.database, ctxOf(request), request.query),
  );

  app.get(
    '/contacts/countries',
    {
      preValidation: requireAccess('contacts', 'read'),
      schema: {
        tags,
        summary: "Countries of the contacts' companies, with contact counts",
        response: { 200: contactCountriesResponseSchema, ...errors },
      },
    },
    async (request) => contactsService.countries(db(), ctxOf(request)),
  );

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
    async (request) => withTenant(db(), ctxOf(request), (tx) => customerOptions(tx, request.query.search)),
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
      const ctx = ctxOf(request);
      const result = await withTenant(db(), ctx, (tx) => createCustomer(tx, ctx.companyId, request.body));
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
    async (request) => withTenant(db(), ctxOf(request), (tx) => companyForEmail(tx, request.query.email)),
  );

  app.post(
    '/contacts',
    {
      preValidation: requireAccess('contacts', 'create'),
      schema: {
        tags,
        summary: 'Create a contact (bidirectional sync)',
        body: contactInputSchema,
        response: { 201: contactResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const contact = await contactsService.create(db(), ctxOf(request), request.body, {
        canSeeDeals: canSeeDeals(request),
      });
      return reply.status(201).send({ contact });
    },
  );

  app.post(
    '/contacts/quick',
    {
      preValidation: requireAccess('contacts', 'create'),
      schema: {
        tags,
        summary: 'Quick-create a contact from another form: a first name or an email is enough',
        body: quickContactRequestSchema,
        response: { 201: contactResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const contact = await contactsService.quickCreate(db(), ctxOf(request), request.body);
      return reply.status(201).send({ contact });
    },
  );

  app.get(
    '/contacts/:id',
    {
      preValidation: requireAccess('contacts', 'read'),
      schema: {
        tags,
        summary: 'One contact with its company and counts',
        params: contactIdParamsSchema,
        response: { 200: contactResponseSchema, ...errors },
      },
    },
    async (request) => {
      const contact = await contactsService.get(db(), ctxOf(request), request.params.id, {
        canSeeDeals: canSeeDeals(request),
      });
      if (!contact) throw notFound(CONTACTS_COPY.notFound);
      return { contact };
    },
  );

  app.patch(
    '/contacts/:id',
    {
      preValidation: requireAccess('contacts', 'edit'),
      schema: {
        tags,
        summary: 'Save the Add/Edit Contact form for an existing contact',
        params: contactIdParamsSchema,
        body: contactInputSchema,
        response: { 200: updateContactResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await contactsService.update(db(), ctxOf(request), request.params.id, request.body, {
        canSeeDeals: canSeeDeals(request),
      });
      if (!result) throw notFound(CONTACTS_COPY.notFound);
      return result;
    },
  );

  app.get(
    '/contacts/:id/archive-preview',
    {
      preValidation: requireAccess('contacts', 'read'),
      schema: {
        tags,
        summary: 'What the archive dialog shows: counts, the 10 latest activities, recent activity',
        params: contactIdParamsSchema,
        response: { 200: contactArchivePreviewSchema, ...errors },
      },
    },
    async (request) => {
      const preview = await contactsService.archivePreview(db(), ctxOf(request), request.params.id);
      if (!preview) throw notFound(CONTACTS_COPY.notFound);
      return preview;
    },
  );

  app.post(
    '/contacts/:id/archive',
    {
      preValidation: requireAccess('contacts', 'delete'),
      schema: {
        tags,
        summary: 'Archive a contact (hidden from lists and searches; nothing is deleted)',
        params: contactIdParamsSchema,
        response: { 200: archiveContactResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await contactsService.archive(db(), ctxOf(request), request.params.id)))
        throw notFound(CONTACTS_COPY.notFound);
      return { id: request.params.id, archived: true as const };
    },
  );

  app.get(
    '/contacts/:id/deals',
    {
      preValidation: requireAccess('contacts', 'read'),
      schema: {
        tags,
        summary: "The contact's deals (needs the deals section too)",
        params: contactIdParamsSchema,
        response: { 200: contactDealsResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!canSeeDeals(request)) throw forbidden(CONTACTS_COPY.noAccess);
      const deals = await contactsService.deals(db(), ctxOf(request), request.params.id);
      if (!deals) throw notFound(CONTACTS_COPY.notFound);
      return { deals };
    },
  );
};
