import { TASKS_COPY } from '@northdesk/shared';
import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface TaskDetailHeaderProps {
  subject: string;
  /** A subtask's parent: linked under the title. */
  parentTask: { id: string; subject: string } | null;
  /** Offer "Edit Task" (the user may edit, and is not editing yet). */
  canStartEditing: boolean;
  onEdit: () => void;
}

/** Back to the list, the Edit button and the task's subject. */
export function TaskDetailHeader({ subject, parentTask, canStartEditing, onEdit }: TaskDetailHeaderProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" asChild className="justify-self-start">
          <Link to="/tasks">
            <ArrowLeftIcon aria-hidden="true" />
            {TASKS_COPY.back}
          </Link>
        </Button>
        {canStartEditing ? (
          <Button variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            {TASKS_COPY.editTask}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-1">
        {parentTask ? (
          <p className="text-muted-foreground text-sm">
            {TASKS_COPY.subtaskOf}{' '}
            <Link to={`/tasks/${parentTask.id}`} className="font-medium text-foreground underline">
              {parentTask.subject}
            </Link>
          </p>
        ) : null}
        <h1 className="break-words font-semibold text-2xl tracking-tight">{subject}</h1>
      </div>
    </>
  );
}
