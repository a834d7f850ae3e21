import {
  checklistItemResponseSchema,
  createChecklistItemRequestSchema,
  reorderRequestSchema,
  updateChecklistItemRequestSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { taskChecklistService } from './task-checklist.service.ts';
import { errors, itemParams, ok, taskParams } from './task-route-parts.ts';

/** A task's checklist (edits of the task). */
export const taskChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tasks'];
  const db = app.deps.database.db;
  const edit = requireAccess('tasks', 'edit');
  // Removing an item is deleting data: full level (admin = read + edit, no create, no delete).
  const remove = requireAccess('tasks', 'delete');

  app.post(
    '/tasks/:id/checklist',
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Add a checklist item (at the end)',
        params: taskParams,
        body: createChecklistItemRequestSchema,
        response: { 201: checklistItemResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await taskChecklistService.add(
        db,
        tenantOf(request),
        request.params.id,
        request.body.content,
      );
      return reply.status(201).send({ item });
    },
  );

  app.put(
    '/tasks/:id/checklist/order',
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Reorder the checklist',
        params: taskParams,
        body: reorderRequestSchema,
        response: { 200: z.object({ items: z.array(checklistItemResponseSchema.shape.item) }), ...errors },
      },
    },
    async (request) => ({
      items: await taskChecklistService.reorder(db, tenantOf(request), request.params.id, request.body.ids),
    }),
  );

  app.patch(
    '/tasks/:id/checklist/:itemId',
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Tick or untick a checklist item',
        params: itemParams,
        body: updateChecklistItemRequestSchema,
        response: { 200: checklistItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      item: await taskChecklistService.toggle(
        db,
        tenantOf(request),
        request.params.id,
        request.params.itemId,
        request.body.completed,
      ),
    }),
  );

  app.delete(
    '/tasks/:id/checklist/:itemId',
    {
      preValidation: remove,
      schema: {
        tags,
        summary: 'Delete a checklist item',
        params: itemParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await taskChecklistService.remove(db, tenantOf(request), request.params.id, request.params.itemId);
      return { ok: true as const };
    },
  );
};
