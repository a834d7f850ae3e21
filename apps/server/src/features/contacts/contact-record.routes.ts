import {
  archiveContactResponseSchema,
  CONTACTS_COPY,
  contactArchivePreviewSchema,
  contactIdParamsSchema,
  contactInputSchema,
  contactQuickEditSchema,
  contactResponseSchema,
  quickContactRequestSchema,
  updateContactResponseSchema,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedSections, requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { errorResponses, notFound } from '../../lib/errors.ts';
import { contactsService } from './contacts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** One contact: create (full or quick), read, edit, and archive with its preview. */
export const contactRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  const db = () => app.deps.database.db;
  const canSeeDeals = (request: FastifyRequest) => allowedSections(request, ['deals']).deals;

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
      const contact = await contactsService.create(db(), tenantOf(request), request.body, {
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
      const contact = await contactsService.quickCreate(db(), tenantOf(request), request.body);
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
      const contact = await contactsService.get(db(), tenantOf(request), request.params.id, {
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
      const result = await contactsService.update(db(), tenantOf(request), request.params.id, request.body, {
        canSeeDeals: canSeeDeals(request),
      });
      if (!result) throw notFound(CONTACTS_COPY.notFound);
      return result;
    },
  );

  app.patch(
    '/contacts/:id/quick-edit',
    {
      preValidation: requireAccess('contacts', 'edit'),
      schema: {
        tags,
        summary: 'Change the lead status and/or owner of a contact (list rows, detail header)',
        params: contactIdParamsSchema,
        body: contactQuickEditSchema,
        response: { 200: updateContactResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await contactsService.quickEdit(
        db(),
        tenantOf(request),
        request.params.id,
        request.body,
        {
          canSeeDeals: canSeeDeals(request),
        },
      );
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
      const preview = await contactsService.archivePreview(db(), tenantOf(request), request.params.id);
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
      if (!(await contactsService.archive(db(), tenantOf(request), request.params.id)))
        throw notFound(CONTACTS_COPY.notFound);
      return { id: request.params.id, archived: true as const };
    },
  );
};
