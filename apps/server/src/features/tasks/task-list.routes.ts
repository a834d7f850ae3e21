import {
  reorderRequestSchema,
  taskAssigneesResponseSchema,
  taskListQuerySchema,
  taskListResponseSchema,
} from '@northdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../guards/require-access.ts';
import { tenantOf } from '../../guards/require-user.ts';
import { taskListService } from './task-list.service.ts';
import { errors, ok } from './task-route-parts.ts';

/** The task lists, the assignee picker and the signed-in user's manual order. */
export const taskListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tasks'];
  const db = app.deps.database.db;
  const read = requireAccess('tasks', 'read');

  app.get(
    '/tasks',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Tasks of a tab (my-tasks, all, overdue, completed), a company, a contact or a parent task',
        querystring: taskListQuerySchema,
        response: { 200: taskListResponseSchema, ...errors },
      },
    },
    async (request) => taskListService.list(db, tenantOf(request), request.query),
  );

  app.get(
    '/tasks/assignees',
    {
      preValidation: read,
      schema: {
        tags,
        summary: "The tenant's users a task can be assigned to",
        response: { 200: taskAssigneesResponseSchema, ...errors },
      },
    },
    async (request) => taskListService.assignees(db, tenantOf(request)),
  );

  app.put(
    '/tasks/order',
    {
      preValidation: read,
      schema: {
        tags,
        summary: "Save the signed-in user's manual order of the task list",
        body: reorderRequestSchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await taskListService.saveOrder(db, tenantOf(request), request.body.ids);
      return { ok: true as const };
    },
  );
};
