import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../guards/require-user.ts';
import { contactCompaniesRoutes } from './contact-companies.routes.ts';
import { contactListRoutes } from './contact-list.routes.ts';
import { contactRecordRoutes } from './contact-record.routes.ts';
import { contactRelatedRoutes } from './contact-related.routes.ts';

/**
 * /api/contacts (docs/product/contacts.md). Every route needs a session and the contacts section:
 * view to read, admin to edit, full to create or archive. Another tenant's contact is a 404,
 * exactly like an unknown id; archived contacts are not found either.
 */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who and what before validation: no session is a 401 and no permission a 403, whatever the input.
  app.addHook('preValidation', requireUser);
  await app.register(contactListRoutes);
  await app.register(contactCompaniesRoutes);
  await app.register(contactRecordRoutes);
  await app.register(contactRelatedRoutes);
};
