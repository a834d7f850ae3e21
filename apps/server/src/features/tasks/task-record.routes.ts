import {
  createTaskRequestSchema,
  taskDetailQuerySchema,
  taskDetailResponseSchema,
  taskResponseSchema,
  updateTaskRequestSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { taskRecordService } from './task-record.service.ts';
import { errors, taskParams } from './task-route-parts.ts';

/** One task: create, read (the detail page) and edit. */
export const taskRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.deps.config.uploadMaxBytes;
  const tags = ['tasks'];
  const db = app.deps.database.db;
  const read = requireAccess('tasks', 'read');
  const edit = requireAccess('tasks', 'edit');

  app.post(
    '/tasks',
    {
      preValidation: requireAccess('tasks', 'create'),
      schema: {
        tags,
        summary: 'Create a task',
        body: createTaskRequestSchema,
        response: { 201: taskResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const task = await taskRecordService.create(db, tenantOf(request), request.body);
      return reply.status(201).send({ task });
    },
  );

  app.get(
    '/tasks/:id',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'A task with its notes, checklist, subtasks, activity log and files',
        params: taskParams,
        querystring: taskDetailQuerySchema,
        response: { 200: taskDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await taskRecordService.detail(
        db,
        tenantOf(request),
        request.params.id,
        new Date(),
        request.query.today,
      )),
      uploadMaxBytes: maxBytes,
    }),
  );

  app.patch(
    '/tasks/:id',
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Edit a task (any field, status included)',
        params: taskParams,
        body: updateTaskRequestSchema,
        response: { 200: taskResponseSchema, ...errors },
      },
    },
    async (request) => ({
      task: await taskRecordService.update(db, tenantOf(request), request.params.id, request.body),
    }),
  );
};
