import { REPORTS_TIME_ZONE, type TaskListResponse, type TaskStatus, type TaskTab } from '@northdesk/shared';
import { and, asc, eq, exists, ilike, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { profiles, taskCompanies, taskContacts, tasks, taskUserOrder } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';

import { selectTasks, type TaskContext, todayOf } from './task-queries.ts';

const CLOSED: TaskStatus[] = ['done', 'cancelled'];

/** A LIKE pattern matching the words literally (%, _ and \\ in them are not wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(ilike(tasks.subject, pattern), ilike(tasks.description, pattern));
}

function assigneeFilter(assignedTo: string | undefined): SQL | undefined {
  if (!assignedTo) return undefined;
  return assignedTo === 'unassigned' ? isNull(tasks.assignedTo) : eq(tasks.assignedTo, assignedTo);
}

/** The SQL of a tab (docs/product/tasks.md), evaluated against the viewer's date. */
function tabFilter(tab: TaskTab | undefined, ctx: TaskContext, today: string): SQL | undefined {
  switch (tab) {
    case 'my-tasks':
      return and(eq(tasks.assignedTo, ctx.userId), notInArray(tasks.status, CLOSED));
    case 'all':
      return notInArray(tasks.status, CLOSED);
    case 'overdue':
      return and(notInArray(tasks.status, CLOSED), lt(tasks.dueDate, today));
    case 'completed':
      return eq(tasks.status, 'done');
    default:
      return undefined;
  }
}

/** The task lists (tabs, a company's, a contact's, subtasks), the manual order and the assignee picker. */
export const taskListService = {
  list(
    db: Database,
    ctx: TaskContext,
    query: {
      tab?: TaskTab | undefined;
      today?: string | undefined;
      crmCompanyId?: string | undefined;
      contactId?: string | undefined;
      parentTaskId?: string | undefined;
      dealId?: string | undefined;
      search?: string | undefined;
      assignedTo?: string | undefined;
      completedFrom?: string | undefined;
      completedTo?: string | undefined;
    },
    now: Date = new Date(),
  ): Promise<TaskListResponse> {
    const today = todayOf(now, query.today);
    return withTenant(db, ctx, async (tx) => {
      const where = and(
        tabFilter(query.tab, ctx, today),
        query.crmCompanyId
          ? or(
              eq(tasks.crmCompanyId, query.crmCompanyId),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(taskCompanies)
                  .where(
                    and(
                      eq(taskCompanies.taskId, tasks.id),
                      eq(taskCompanies.crmCompanyId, query.crmCompanyId),
                    ),
                  ),
              ),
            )
          : undefined,
        query.contactId
          ? or(
              eq(tasks.contactId, query.contactId),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(taskContacts)
                  .where(and(eq(taskContacts.taskId, tasks.id), eq(taskContacts.contactId, query.contactId))),
              ),
            )
          : undefined,
        query.parentTaskId ? eq(tasks.parentTaskId, query.parentTaskId) : undefined,
        query.dealId ? eq(tasks.dealId, query.dealId) : undefined,
        searchFilter(query.search),
        assigneeFilter(query.assignedTo),
        // Days are London's, as the reports count them (REPORTS_TIME_ZONE).
        query.completedFrom
          ? sql`${tasks.completedAt} >= ((${query.completedFrom}::date)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`
          : undefined,
        query.completedTo
          ? sql`${tasks.completedAt} < ((${query.completedTo}::date + 1)::timestamp AT TIME ZONE ${REPORTS_TIME_ZONE})`
          : undefined,
      );
      return { tasks: await selectTasks(tx, ctx, where, today), today };
    });
  },

  /** Saves the user's manual order: the ids given, in that order; others fall back to newest first. */
  saveOrder(db: Database, ctx: TaskContext, ids: string[]): Promise<void> {
    return withTenant(db, ctx, async (tx) => {
      await tx.delete(taskUserOrder).where(eq(taskUserOrder.userId, ctx.userId));
      const unique = [...new Set(ids)];
      if (unique.length === 0) return;
      const known = new Set(
        (await tx.select({ id: tasks.id }).from(tasks).where(inArray(tasks.id, unique))).map((r) => r.id),
      );
      const rows = unique
        .filter((taskId) => known.has(taskId))
        .map((taskId, position) => ({ companyId: ctx.companyId, userId: ctx.userId, taskId, position }));
      if (rows.length > 0) await tx.insert(taskUserOrder).values(rows);
    });
  },

  /** The tenant's users, for the assignee picker. */
  assignees(db: Database, ctx: TaskContext) {
    return withTenant(db, ctx, async (tx) => {
      const users = await tx
        .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.companyId, ctx.companyId))
        .orderBy(asc(profiles.fullName), asc(profiles.email));
      return { users };
    });
  },
};
