import type { TaskChecklistItem } from '@northdesk/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { taskChecklistItems } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';

import { toItem } from './task-mapping.ts';
import { logTaskActivity, requireTask, type TaskContext } from './task-queries.ts';

/** A task's checklist. */
export const taskChecklistService = {
  /** Appends an item: position = highest + 1. */
  add(db: Database, ctx: TaskContext, taskId: string, content: string): Promise<TaskChecklistItem> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [item] = await tx
        .insert(taskChecklistItems)
        .values({
          companyId: ctx.companyId,
          taskId,
          content,
          position: sql`(SELECT coalesce(max(position), -1) + 1 FROM task_checklist_items WHERE task_id = ${taskId})`,
          createdBy: ctx.userId,
        })
        .returning();
      if (!item) throw new Error('insert returned no row');
      await logTaskActivity(tx, ctx, taskId, 'checklist_item_added', { details: content });
      return toItem(item);
    });
  },

  toggle(
    db: Database,
    ctx: TaskContext,
    taskId: string,
    itemId: string,
    completed: boolean,
  ): Promise<TaskChecklistItem> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [item] = await tx
        .update(taskChecklistItems)
        .set({ completed })
        .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)))
        .returning();
      if (!item) throw notFound('Checklist item not found');
      await logTaskActivity(tx, ctx, taskId, 'checklist_item_toggled', {
        newValue: completed ? 'completed' : 'not completed',
        details: item.content,
      });
      return toItem(item);
    });
  },

  remove(db: Database, ctx: TaskContext, taskId: string, itemId: string): Promise<void> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const rows = await tx
        .delete(taskChecklistItems)
        .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)))
        .returning({ id: taskChecklistItems.id });
      if (rows.length === 0) throw notFound('Checklist item not found');
    });
  },

  /** One update per item, in the order given (docs/product/tasks.md). */
  reorder(db: Database, ctx: TaskContext, taskId: string, ids: string[]): Promise<TaskChecklistItem[]> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      for (const [position, itemId] of ids.entries()) {
        await tx
          .update(taskChecklistItems)
          .set({ position })
          .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)));
      }
      const items = await tx
        .select()
        .from(taskChecklistItems)
        .where(eq(taskChecklistItems.taskId, taskId))
        .orderBy(asc(taskChecklistItems.position), asc(taskChecklistItems.createdAt));
      return items.map(toItem);
    });
  },
};
