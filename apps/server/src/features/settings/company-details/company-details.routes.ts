import {
  ADMIN_COPY,
  companyDetailsResponseSchema,
  saveCompanyDetailsRequestSchema,
  uploadedLogoResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireDeveloperOrSuperAdmin } from '../../../guards/require-role.ts';
import { requireUser, signedInUser, tenantOf } from '../../../guards/require-user.ts';
import { AppError, errorResponses, notFound } from '../../../lib/errors.ts';
import {
  deleteQuietly,
  receiveImage,
  registerImageUploads,
  sendStoredImage,
} from '../../image-uploads/image-upload.ts';
import { recordPendingFile } from '../../pending-files/pending-files.service.ts';
import { logSecurityEvent } from '../../security/security-events.service.ts';
import {
  companyDetailsService,
  LOGO_FILE_NAME,
  logoFileNameOf,
  logoKeyOf,
  logoUrlOf,
} from './company-details.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413);

/** /company (docs/product/administration.md): developers and super admins; the logo itself is shown to the whole tenant. */
export const companyDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app);
  app.addHook('preValidation', requireUser);
  const tags = ['company details'];
  const adminOnly = requireDeveloperOrSuperAdmin(ADMIN_COPY.companyDetailsAccessDenied);
  const { db } = app.deps.database;

  app.get(
    '/company-details',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "The tenant's own company details",
        response: { 200: companyDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({ companyDetails: await companyDetailsService.get(db, tenantOf(request)) }),
  );

  app.put(
    '/company-details',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Save legal and trading name, logo and addresses',
        body: saveCompanyDetailsRequestSchema,
        response: { 200: companyDetailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = tenantOf(request);
      const logoFile = logoFileNameOf(request.body.logoUrl);
      if (logoFile) {
        const stored = await app.deps.storage.get(logoKeyOf(ctx.companyId, logoFile));
        if (!stored) throw new AppError('bad_request', ADMIN_COPY.pleaseSelectImage);
        stored.body.destroy();
      }
      const { details, replacedLogoUrl } = await companyDetailsService.save(db, ctx, request.body);
      const replaced = logoFileNameOf(replacedLogoUrl);
      await deleteQuietly(
        app.deps.storage,
        replaced ? logoKeyOf(ctx.companyId, replaced) : null,
        request.log,
      );
      const user = signedInUser(request);
      await logSecurityEvent(db, request.log, {
        action: 'company_details_updated',
        companyId: user.companyId,
        userId: user.userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        metadata: { legal_name: details.legalName, trading_name: details.tradingName },
      });
      return { companyDetails: details };
    },
  );

  app.post(
    '/company-details/logo',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Upload a logo image (multipart, field "file"); saved with the details',
        response: { 201: uploadedLogoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = tenantOf(request);
      const { fileName } = await receiveImage(request, app.deps.storage, 'logo', (name) =>
        logoKeyOf(ctx.companyId, name),
      );
      // Pending until the details are saved with it; the sweeper removes it if they never are.
      await recordPendingFile(db, ctx, logoKeyOf(ctx.companyId, fileName));
      return reply.status(201).send({ logoUrl: logoUrlOf(fileName) });
    },
  );

  app.get(
    '/company-details/logo/:fileName',
    {
      schema: {
        tags,
        summary: "A logo image of the signed-in user's company",
        params: z.object({ fileName: z.string().regex(LOGO_FILE_NAME, 'Image not found') }),
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const { companyId } = tenantOf(request);
      if (!LOGO_FILE_NAME.test(request.params.fileName)) throw notFound('Image not found');
      await sendStoredImage(reply, app.deps.storage, logoKeyOf(companyId, request.params.fileName));
    },
  );
};
