import { PERMISSION_SECTIONS, sectionAccessResponseSchema } from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLevelOf } from '../../guards/require-access.ts';
import { requireUser, signedInUser } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';

/**
 * The signed-in user's effective level in every section, from the same function requireAccess
 * applies, so the UI hides exactly the actions the API would refuse.
 */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/access',
    {
      preHandler: requireUser,
      schema: {
        tags: ['access'],
        summary: 'Your access level per section (no_access, view, admin, full)',
        response: { 200: sectionAccessResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return {
        levels: Object.fromEntries(PERMISSION_SECTIONS.map((s) => [s.id, accessLevelOf(user, s.id)])),
      };
    },
  );
};
