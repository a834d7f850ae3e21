import {
  permissionsMatrixResponseSchema,
  savePermissionsRequestSchema,
  savePermissionsResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../../guards/request-meta.ts';
import { requireSection } from '../../../guards/require-role.ts';
import { requireUser, signedInUser } from '../../../guards/require-user.ts';
import { errorResponses } from '../../../lib/errors.ts';
import { logSecurityEvent } from '../../security/security-events.service.ts';
import { userPermissionsService } from './user-permissions.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413);

/** Settings → User Permissions: developers and super admins, for their own tenant's users. */
export const userPermissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  app.addHook('preValidation', requireSection('settings'));
  const tags = ['settings'];
  const { db } = app.deps.database;

  app.get(
    '/settings/permissions',
    {
      schema: {
        tags,
        summary: 'Sections, users and their stored access levels',
        response: { 200: permissionsMatrixResponseSchema, ...errors },
      },
    },
    async (request) => userPermissionsService.matrix(db, signedInUser(request)),
  );

  app.put(
    '/settings/permissions',
    {
      schema: {
        tags,
        summary: 'Save pending permission edits (upsert per user and section)',
        body: savePermissionsRequestSchema,
        response: { 200: savePermissionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const updated = await userPermissionsService.save(db, actor, request.body.changes);
      await logSecurityEvent(db, request.log, {
        ...requestMeta(request),
        action: 'permissions_changed',
        companyId: actor.companyId,
        userId: actor.userId,
        metadata: { changes: request.body.changes },
      });
      return { updated };
    },
  );
};
