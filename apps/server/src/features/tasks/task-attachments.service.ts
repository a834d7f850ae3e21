import type { TaskAttachment } from '@northdesk/shared';
import { and, eq } from 'drizzle-orm';
import { profiles, taskAttachments } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';

import { toAttachment } from './task-mapping.ts';
import { logTaskActivity, requireTask, type TaskContext } from './task-queries.ts';

/** The records of a task's files (the files themselves are in storage, see task-files.ts). */
export const taskAttachmentsService = {
  record(
    db: Database,
    ctx: TaskContext,
    taskId: string,
    values: { fileName: string; filePath: string; fileSize: number; contentType: string },
  ): Promise<TaskAttachment> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [row] = await tx
        .insert(taskAttachments)
        .values({ companyId: ctx.companyId, taskId, uploadedBy: ctx.userId, ...values })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await logTaskActivity(tx, ctx, taskId, 'file_attached', { details: values.fileName });
      const [me] = await tx
        .select({ name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, ctx.userId));
      return toAttachment(row, me?.name ?? null);
    });
  },

  find(db: Database, ctx: TaskContext, taskId: string, attachmentId: string) {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [row] = await tx
        .select()
        .from(taskAttachments)
        .where(and(eq(taskAttachments.id, attachmentId), eq(taskAttachments.taskId, taskId)));
      if (!row) throw notFound('File not found');
      return row;
    });
  },

  remove(db: Database, ctx: TaskContext, taskId: string, attachmentId: string): Promise<string> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [row] = await tx
        .delete(taskAttachments)
        .where(and(eq(taskAttachments.id, attachmentId), eq(taskAttachments.taskId, taskId)))
        .returning({ filePath: taskAttachments.filePath });
      if (!row) throw notFound('File not found');
      return row.filePath;
    });
  },
};
