import { createTaskNoteRequestSchema, taskNoteResponseSchema } from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { taskNotesService } from './task-notes.service.ts';
import { errors, taskParams } from './task-route-parts.ts';

/** A task's notes (an edit of the task). */
export const taskNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tasks'];
  const db = app.deps.database.db;
  const edit = requireAccess('tasks', 'edit');

  app.post(
    '/tasks/:id/notes',
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Add a note',
        params: taskParams,
        body: createTaskNoteRequestSchema,
        response: { 201: taskNoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await taskNotesService.add(db, tenantOf(request), request.params.id, request.body.content);
      return reply.status(201).send({ note });
    },
  );
};
