import {
  holidaySettingsResponseSchema,
  holidaySettingsSchema,
  publicHolidayCreateSchema,
  publicHolidayIdParamsSchema,
  publicHolidayResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSection } from '../../guards/require-role.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { holidaySettingsService } from './holiday-settings.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The leave rules: everyone reads them (the request form counts days with the public holidays);
 * only who may open Company Settings changes them.
 */
export const holidaySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['holidays'];
  const { db } = app.deps.database;
  const admin = requireSection('company-settings');

  app.get(
    '/holidays/settings',
    {
      schema: {
        tags,
        summary: 'Allowance, carry-over and public holidays',
        response: { 200: holidaySettingsResponseSchema, ...errors },
      },
    },
    async (request) => holidaySettingsService.get(db, tenantOf(request)),
  );

  app.put(
    '/holidays/settings',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Set the annual allowance and carry-over',
        body: holidaySettingsSchema,
        response: { 200: holidaySettingsResponseSchema, ...errors },
      },
    },
    async (request) => holidaySettingsService.update(db, tenantOf(request), request.body),
  );

  app.post(
    '/holidays/public-holidays',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Add a public holiday (one per date)',
        body: publicHolidayCreateSchema,
        response: { 201: publicHolidayResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        publicHoliday: await holidaySettingsService.addPublicHoliday(db, tenantOf(request), request.body),
      }),
  );

  app.delete(
    '/holidays/public-holidays/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Remove a public holiday',
        params: publicHolidayIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await holidaySettingsService.removePublicHoliday(db, tenantOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
