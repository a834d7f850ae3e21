import { TASKS_COPY, type Task } from '@northdesk/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { useUpdateTask } from '../hooks/useUpdateTask';
import { formatDate, formatDueDate } from '../utils/task-format';
import { TaskPriorityBadge, TaskStatusBadge } from './TaskBadges';
import { TaskForm, taskFormOf, taskRequestOf } from './TaskForm';
import { TaskSection } from './TaskSection';

interface TaskOverviewSectionProps {
  task: Task;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  section: { id: string; open: boolean; onToggle: () => void };
}

/** The task's fields, or the edit form while editing. */
export function TaskOverviewSection({ task, editing, setEditing, section }: TaskOverviewSectionProps) {
  const update = useUpdateTask();
  return (
    <TaskSection {...section} title={TASKS_COPY.sections.overview}>
      {editing ? (
        <TaskForm
          idPrefix="edit-task"
          initial={taskFormOf(task)}
          submitLabel={TASKS_COPY.save}
          isPending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(values) =>
            update.mutate(
              { id: task.id, body: taskRequestOf(values) },
              {
                onSuccess: () => {
                  toast.success(TASKS_COPY.taskUpdated);
                  setEditing(false);
                },
                onError: (error) =>
                  toast.error(TASKS_COPY.saveTaskFailed(errorMessageOf(error, TASKS_COPY.updateTaskFailed))),
              },
            )
          }
        />
      ) : (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{TASKS_COPY.descriptionLabel}</dt>
            <dd className="whitespace-pre-wrap">{task.description || TASKS_COPY.noDescription}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{TASKS_COPY.statusLabel}</dt>
            <dd>
              <TaskStatusBadge status={task.status} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{TASKS_COPY.priorityLabel}</dt>
            <dd>
              <TaskPriorityBadge priority={task.priority} />
            </dd>
          </div>
          {task.dueDate ? (
            <div>
              <dt className="text-muted-foreground">{TASKS_COPY.dueDateLabel}</dt>
              <dd className="flex items-center gap-2">
                {formatDueDate(task.dueDate)}
                {task.isOverdue ? <Badge variant="destructive">{TASKS_COPY.overdue}</Badge> : null}
                {task.isDueSoon ? <Badge variant="warning">{TASKS_COPY.dueSoon}</Badge> : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-muted-foreground">{TASKS_COPY.created}</dt>
            <dd>{formatDate(task.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{TASKS_COPY.assigneeLabel}</dt>
            <dd>{task.assignedTo?.name ?? TASKS_COPY.unassigned}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{TASKS_COPY.linkedCompaniesLabel}</dt>
            <dd>
              {task.linkedCompanies.length === 0 ? (
                TASKS_COPY.noLinked
              ) : (
                <ul className="grid gap-1">
                  {task.linkedCompanies.map((c) => (
                    <li key={c.crmCompanyId}>
                      <Link to={`/companies/${c.crmCompanyId}`} className="font-medium hover:underline">
                        {c.crmCompanyName}
                      </Link>
                      {c.contacts.length > 0 ? (
                        <span className="text-muted-foreground">
                          {' '}
                          · {c.contacts.map((p) => p.contactName).join(', ')}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      )}
    </TaskSection>
  );
}
