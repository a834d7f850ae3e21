import { TASKS_COPY, type Task } from '@northdesk/shared';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TaskStatusBadge } from './TaskBadges';
import { emptyTaskForm } from './TaskForm';
import { TaskFormDialog } from './TaskFormDialog';
import { TaskSection } from './TaskSection';

interface TaskSubtasksSectionProps {
  task: Task;
  subtasks: Task[];
  canCreate: boolean;
  section: { id: string; open: boolean; onToggle: () => void };
}

/** The task's subtasks, and (for creators) "Add Subtask", which starts with the task's first company. */
export function TaskSubtasksSection({ task, subtasks, canCreate, section }: TaskSubtasksSectionProps) {
  const [addingSubtask, setAddingSubtask] = useState(false);
  return (
    <>
      <TaskSection
        {...section}
        title={TASKS_COPY.sections.subtasks}
        count={subtasks.length}
        aside={
          canCreate ? (
            <Button size="sm" variant="outline" onClick={() => setAddingSubtask(true)}>
              <PlusIcon aria-hidden="true" />
              {TASKS_COPY.addSubtask}
            </Button>
          ) : null
        }
      >
        {subtasks.length === 0 ? (
          <p className="text-muted-foreground text-sm">{TASKS_COPY.noSubtasks}</p>
        ) : (
          <ul className="grid gap-2">
            {subtasks.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/tasks/${s.id}`}
                  className="flex items-center justify-between gap-2 rounded-md border p-2 hover:bg-muted/50"
                >
                  <span>{s.subject}</span>
                  <TaskStatusBadge status={s.status} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </TaskSection>
      <TaskFormDialog
        open={addingSubtask}
        onOpenChange={setAddingSubtask}
        parentTaskId={task.id}
        initial={emptyTaskForm({
          linkedCompanies: task.linkedCompanies.slice(0, 1).map((c) => ({
            crmCompanyId: c.crmCompanyId,
            crmCompanyName: c.crmCompanyName,
            contacts: [],
          })),
        })}
      />
    </>
  );
}
