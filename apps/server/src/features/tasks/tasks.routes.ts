import multipart from '@fastify/multipart';
import {
  checklistItemResponseSchema,
  createChecklistItemRequestSchema,
  createTaskNoteRequestSchema,
  createTaskRequestSchema,
  reorderRequestSchema,
  taskAssigneesResponseSchema,
  taskAttachmentResponseSchema,
  taskDetailQuerySchema,
  taskDetailResponseSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskNoteResponseSchema,
  taskResponseSchema,
  updateChecklistItemRequestSchema,
  updateTaskRequestSchema,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../guards/require-access.ts';
import { requireUser, tenantOf } from '../../guards/require-user.ts';
import { errorResponses } from '../../lib/errors.ts';
import { contentDisposition, receiveTaskFile } from './task-attachments.ts';
import { tasksService } from './tasks.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const taskParams = z.object({ id: z.uuid() });
const itemParams = z.object({ id: z.uuid(), itemId: z.uuid() });
const attachmentParams = z.object({ id: z.uuid(), attachmentId: z.uuid() });
const ok = z.object({ ok: z.literal(true) });

/**
 * /api/tasks (crm spec §2 Tasks page and Task detail, §7): the tasks section's view to read,
 * full to create, admin or full to edit (notes, checklist and files are edits of the task).
 * A task of another tenant is "Task not found" (404) on every route, file downloads included.
 */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.deps.config.uploadMaxBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  app.addHook('preHandler', requireUser);
  const tags = ['tasks'];
  const db = app.deps.database.db;
  const ctxOf = (request: FastifyRequest) => {
    const { companyId, userId } = tenantOf(request);
    return { companyId, userId: userId ?? '' };
  };
  const read = requireAccess('tasks', 'read');
  const edit = requireAccess('tasks', 'edit');

  app.get(
    '/tasks',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Tasks of a tab (my-tasks, all, overdue, completed), a company, a contact or a parent task',
        querystring: taskListQuerySchema,
        response: { 200: taskListResponseSchema, ...errors },
      },
    },
    async (request) => tasksService.list(db, ctxOf(request), request.query),
  );

  app.get(
    '/tasks/assignees',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "The tenant's users a task can be assigned to",
        response: { 200: taskAssigneesResponseSchema, ...errors },
      },
    },
    async (request) => tasksService.assignees(db, ctxOf(request)),
  );

  app.put(
    '/tasks/order',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "Save the signed-in user's manual order of the task list",
        body: reorderRequestSchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await tasksService.saveOrder(db, ctxOf(request), request.body.ids);
      return { ok: true as const };
    },
  );

  app.post(
    '/tasks',
    {
      preHandler: requireAccess('tasks', 'create'),
      schema: {
        tags,
        summary: 'Create a task',
        body: createTaskRequestSchema,
        response: { 201: taskResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const task = await tasksService.create(db, ctxOf(request), request.body);
      return reply.status(201).send({ task });
    },
  );

  app.get(
    '/tasks/:id',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A task with its notes, checklist, subtasks, activity log and files',
        params: taskParams,
        querystring: taskDetailQuerySchema,
        response: { 200: taskDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await tasksService.detail(db, ctxOf(request), request.params.id, new Date(), request.query.today)),
      uploadMaxBytes: maxBytes,
    }),
  );

  app.patch(
    '/tasks/:id',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Edit a task (any field, status included)',
        params: taskParams,
        body: updateTaskRequestSchema,
        response: { 200: taskResponseSchema, ...errors },
      },
    },
    async (request) => ({
      task: await tasksService.update(db, ctxOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/tasks/:id/notes',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Add a note',
        params: taskParams,
        body: createTaskNoteRequestSchema,
        response: { 201: taskNoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await tasksService.addNote(db, ctxOf(request), request.params.id, request.body.content);
      return reply.status(201).send({ note });
    },
  );

  app.post(
    '/tasks/:id/checklist',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Add a checklist item (at the end)',
        params: taskParams,
        body: createChecklistItemRequestSchema,
        response: { 201: checklistItemResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await tasksService.addChecklistItem(
        db,
        ctxOf(request),
        request.params.id,
        request.body.content,
      );
      return reply.status(201).send({ item });
    },
  );

  app.put(
    '/tasks/:id/checklist/order',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Reorder the checklist',
        params: taskParams,
        body: reorderRequestSchema,
        response: { 200: z.object({ items: z.array(checklistItemResponseSchema.shape.item) }), ...errors },
      },
    },
    async (request) => ({
      items: await tasksService.reorderChecklist(db, ctxOf(request), request.params.id, request.body.ids),
    }),
  );

  app.patch(
    '/tasks/:id/checklist/:itemId',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Tick or untick a checklist item',
        params: itemParams,
        body: updateChecklistItemRequestSchema,
        response: { 200: checklistItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      item: await tasksService.toggleChecklistItem(
        db,
        ctxOf(request),
        request.params.id,
        request.params.itemId,
        request.body.completed,
      ),
    }),
  );

  app.delete(
    '/tasks/:id/checklist/:itemId',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Delete a checklist item',
        params: itemParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await tasksService.deleteChecklistItem(db, ctxOf(request), request.params.id, request.params.itemId);
      return { ok: true as const };
    },
  );

  app.post(
    '/tasks/:id/attachments',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: `Attach a file (multipart, one file, at most UPLOAD_MAX_BYTES)`,
        params: taskParams,
        response: { 201: taskAttachmentResponseSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      const taskId = request.params.id;
      await tasksService.assertTask(db, ctx, taskId);
      const stored = await receiveTaskFile(
        request,
        app.deps.storage,
        maxBytes,
        (ext) => `${ctx.companyId}/task-attachments/${taskId}/${Date.now()}.${ext}`,
      );
      try {
        const attachment = await tasksService.recordAttachment(db, ctx, taskId, {
          fileName: stored.fileName,
          filePath: stored.key,
          fileSize: stored.size,
          contentType: stored.contentType,
        });
        return reply.status(201).send({ attachment });
      } catch (error) {
        // No record, no file.
        await app.deps.storage.delete(stored.key).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/tasks/:id/attachments/:attachmentId',
    {
      preHandler: read,
      schema: { tags, summary: 'Download a file (as an attachment)', params: attachmentParams },
    },
    async (request, reply) => {
      const row = await tasksService.attachment(
        db,
        ctxOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      const stored = await app.deps.storage.get(row.filePath);
      if (!stored) return reply.status(404).send({ error: { code: 'not_found', message: 'File not found' } });
      return reply
        .header('content-type', row.contentType)
        .header('content-length', stored.size)
        .header('content-disposition', contentDisposition(row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );

  app.delete(
    '/tasks/:id/attachments/:attachmentId',
    {
      preHandler: edit,
      schema: { tags, summary: 'Delete a file', params: attachmentParams, response: { 200: ok, ...errors } },
    },
    async (request) => {
      const key = await tasksService.deleteAttachment(
        db,
        ctxOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      await app.deps.storage.delete(key).catch((error: unknown) => {
        request.log.warn({ err: error, key }, 'task file could not be deleted');
      });
      return { ok: true as const };
    },
  );
};
