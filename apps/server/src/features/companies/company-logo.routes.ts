import { LOGO_FILE_PATTERN } from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { notFound } from '../../lib/errors.ts';
import { companyLogoKey } from './company-logos.ts';

const tags = ['companies'];

const LOGO_NOT_FOUND = 'Logo not found';
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'image/x-icon',
]);

/**
 * Stored company logos. The key is built from the signed-in user's tenant and the file name, so a
 * file of another tenant is simply not found. Logos came from the web (enrichment): they are only
 * ever served as images, and a sandboxing policy keeps an SVG opened directly from running script.
 */
export const companyLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who and what before validation: no session is a 401 and no permission a 403, whatever the input.
  app.addHook('preValidation', requireUser);

  app.get(
    '/companies/logos/:file',
    {
      preValidation: requireAccess('companies', 'read'),
      schema: {
        tags,
        summary: 'A stored company logo (image bytes)',
        params: z.object({ file: z.string().max(120) }),
        // Image bytes on success; errors have the API's usual shape (no schema: a stream is sent).
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!LOGO_FILE_PATTERN.test(file)) throw notFound(LOGO_NOT_FOUND);
      const stored = await app.deps.storage.get(companyLogoKey(tenantOf(request).companyId, file));
      if (!stored) throw notFound(LOGO_NOT_FOUND);
      if (!IMAGE_TYPES.has(stored.contentType)) {
        stored.body.destroy();
        throw notFound(LOGO_NOT_FOUND);
      }
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(stored.body);
    },
  );
};
