import {
  createNotificationRequestSchema,
  isDeveloperOrSuperAdmin,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses, forbidden, notFound } from '../../lib/errors.ts';
import { notificationsService } from './notifications.service.ts';

const NOT_FOUND = 'Notification not found';
const errors = errorResponses(400, 401, 403, 404);

/** Each route acts only on the signed-in user's own notifications; anyone else's id is a 404. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);
  const tags = ['notifications'];
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Newest 50 notifications and the unread count',
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => notificationsService.list(app.deps.database.db, tenantOf(request)),
  );

  app.post(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Create a notification for yourself or (admins) a colleague',
        body: createNotificationRequestSchema,
        response: { 201: notificationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const target = request.body.userId ?? user.userId;
      if (target !== user.userId && !(isDeveloperOrSuperAdmin(user.role) || user.role === 'admin')) {
        throw forbidden('Only administrators can notify other users.');
      }
      const notification = await notificationsService.create(app.deps.database.db, tenantOf(request), {
        ...request.body,
        userId: target,
      });
      if (!notification) throw notFound('User not found');
      return reply.status(201).send({ notification });
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all own notifications read',
        response: { 200: z.object({ updated: z.number() }), ...errors },
      },
    },
    async (request) => ({
      updated: await notificationsService.markAllRead(app.deps.database.db, tenantOf(request)),
    }),
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: notificationIdParamsSchema,
        response: { 200: notificationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const notification = await notificationsService.markRead(
        app.deps.database.db,
        tenantOf(request),
        request.params.id,
      );
      if (!notification) throw notFound(NOT_FOUND);
      return { notification };
    },
  );

  app.delete(
    '/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Delete one notification',
        params: notificationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await notificationsService.remove(app.deps.database.db, tenantOf(request), request.params.id)))
        throw notFound(NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
};
