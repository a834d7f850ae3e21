import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../guards/require-user.ts';
import { taskAttachmentsRoutes } from './task-attachments.routes.ts';
import { taskChecklistRoutes } from './task-checklist.routes.ts';
import { taskListRoutes } from './task-list.routes.ts';
import { taskNotesRoutes } from './task-notes.routes.ts';
import { taskRecordRoutes } from './task-record.routes.ts';

/**
 * /api/tasks (docs/product/tasks.md): the tasks section's view to read,
 * full to create, admin or full to edit (notes, checklist and files are edits of the task).
 * A task of another tenant is "Task not found" (404) on every route, file downloads included.
 */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: app.deps.config.uploadMaxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  app.addHook('preValidation', requireUser);
  await app.register(taskListRoutes);
  await app.register(taskRecordRoutes);
  await app.register(taskNotesRoutes);
  await app.register(taskChecklistRoutes);
  await app.register(taskAttachmentsRoutes);
};
