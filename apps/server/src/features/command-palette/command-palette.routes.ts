import {
  accessDeniedMessage,
  PALETTE_KIND_SECTIONS,
  PALETTE_RESULT_KINDS,
  paletteSearchQuerySchema,
  paletteSearchResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedSections } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses, forbidden } from '../../lib/errors.ts';
import { paletteSearch } from './command-palette.service.ts';

/** GET /api/command-palette/search (issue 24 item 3, docs/product/command-palette.md). */
export const commandPaletteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);

  app.get(
    '/command-palette/search',
    {
      schema: {
        tags: ['command-palette'],
        summary:
          'Companies, contacts, deals, tasks and quotes matching a name, email or domain (5 of each kind the user may read)',
        querystring: paletteSearchQuerySchema,
        response: { 200: paletteSearchResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      // Each kind only for those who may read its section; someone who may read none is refused.
      const access = allowedSections(request, Object.values(PALETTE_KIND_SECTIONS));
      const kinds = PALETTE_RESULT_KINDS.filter((kind) => access[PALETTE_KIND_SECTIONS[kind]]);
      if (kinds.length === 0) throw forbidden(accessDeniedMessage('read', 'Companies'));
      const results = await paletteSearch(app.deps.database, tenantOf(request), request.query.q, kinds);
      return { results };
    },
  );
};
