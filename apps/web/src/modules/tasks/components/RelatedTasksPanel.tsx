import { accessDeniedMessage, TASKS_COPY } from '@northdesk/shared';
import { ListTodoIcon } from 'lucide-react';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { Spinner } from '@/modules/ui/components/Spinner';
import { type RelatedTo, useRelatedTasks } from '../hooks/useRelatedTasks';
import { RelatedTasksList } from './RelatedTasksList';

interface RelatedTasksPanelProps {
  related: RelatedTo;
  /** What an empty list says. */
  empty: string;
  /** Only the newest `limit` tasks (by creation), for an overview; else all, in the task list's order. */
  limit?: number;
}

/** A company's or contact's tasks with their loading, empty and no-access states. */
export function RelatedTasksPanel({ related, empty, limit }: RelatedTasksPanelProps) {
  const access = useSectionAccess();
  const canRead = access.can('tasks', 'read');
  // Asked only once the levels are known: without read access the server answers 403.
  const query = useRelatedTasks(related, { enabled: !access.isLoading && canRead });

  if (!access.isLoading && !canRead)
    return <p className="text-muted-foreground text-sm">{accessDeniedMessage('read', 'Tasks')}</p>;
  if (query.isPending)
    return (
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  if (query.isError) return <p className="text-muted-foreground text-sm">{TASKS_COPY.loadTasksFailed}</p>;

  const tasks =
    limit === undefined
      ? query.data.tasks
      : [...query.data.tasks].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
  if (tasks.length === 0)
    return (
      <div className="grid justify-items-center gap-2 py-6 text-center">
        <ListTodoIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground text-sm">{empty}</p>
      </div>
    );
  return <RelatedTasksList tasks={tasks} />;
}
