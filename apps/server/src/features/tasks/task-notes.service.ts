import type { TaskNote } from '@northdesk/shared';
import { eq } from 'drizzle-orm';
import { profiles, taskNotes } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';

import { toNote } from './task-mapping.ts';
import { logTaskActivity, requireTask, type TaskContext } from './task-queries.ts';

/** A task's notes. */
export const taskNotesService = {
  add(db: Database, ctx: TaskContext, taskId: string, content: string): Promise<TaskNote> {
    return withTenant(db, ctx, async (tx) => {
      await requireTask(tx, taskId);
      const [note] = await tx
        .insert(taskNotes)
        .values({ companyId: ctx.companyId, taskId, content, authorId: ctx.userId })
        .returning();
      if (!note) throw new Error('insert returned no row');
      await logTaskActivity(tx, ctx, taskId, 'note_added', { details: content.slice(0, 200) });
      const [me] = await tx
        .select({ name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, ctx.userId));
      return toNote(note, me?.name ?? null);
    });
  },
};
