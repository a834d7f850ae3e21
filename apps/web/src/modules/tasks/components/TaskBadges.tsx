import {
  TASK_STATUS_BADGE,
  TASKS_COPY,
  type Task,
  type TaskPriority,
  type TaskStatus,
  taskPriorityLabel,
  taskStatusLabel,
} from '@northdesk/shared';
import { AlertTriangleIcon, ClockIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDueDate } from '../utils/task-format';

/** Status badge (docs/product/tasks.md): secondary for todo and cancelled, default for in progress and done, destructive for blocked. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge variant={TASK_STATUS_BADGE[status]} data-status={status}>
      {taskStatusLabel(status)}
    </Badge>
  );
}

const PRIORITY_VARIANT: Record<TaskPriority, 'outline' | 'info' | 'warning' | 'destructive'> = {
  low: 'outline',
  medium: 'info',
  high: 'warning',
  urgent: 'destructive',
};

export function TaskPriorityBadge({ priority }: { priority: TaskPriority }) {
  return <Badge variant={PRIORITY_VARIANT[priority]}>{taskPriorityLabel(priority)}</Badge>;
}

/** The due date, marked Overdue or Due soon (docs/product/tasks.md) as the server judged it for the viewer's date. */
export function TaskDueDate({ task }: { task: Pick<Task, 'dueDate' | 'isOverdue' | 'isDueSoon'> }) {
  return (
    <>
      {task.dueDate ? <span>{formatDueDate(task.dueDate)}</span> : null}
      {task.isOverdue ? (
        <Badge variant="destructive">
          <AlertTriangleIcon aria-hidden="true" />
          {TASKS_COPY.overdue}
        </Badge>
      ) : null}
      {task.isDueSoon ? (
        <Badge variant="warning">
          <ClockIcon aria-hidden="true" />
          {TASKS_COPY.dueSoon}
        </Badge>
      ) : null}
    </>
  );
}
