import { TASKS_COPY, type Task } from '@northdesk/shared';
import { Link } from 'react-router';
import { TaskDueDate, TaskPriorityBadge, TaskStatusBadge } from './TaskBadges';

/** Tasks of a company or contact: subject (to /tasks/{id}), status, priority and due date. */
export function RelatedTasksList({ tasks }: { tasks: Task[] }) {
  return (
    <ul className="divide-y" aria-label={TASKS_COPY.relatedTasks}>
      {tasks.map((task) => (
        <li key={task.id} data-task-id={task.id} className="grid gap-1 py-2.5 text-sm">
          <Link to={`/tasks/${task.id}`} className="min-w-0 truncate font-medium hover:underline">
            {task.subject}
          </Link>
          <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
            <TaskStatusBadge status={task.status} />
            <TaskPriorityBadge priority={task.priority} />
            <TaskDueDate task={task} />
          </div>
        </li>
      ))}
    </ul>
  );
}
