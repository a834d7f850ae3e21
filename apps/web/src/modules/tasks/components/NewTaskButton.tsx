import { TASKS_COPY } from '@northdesk/shared';
import { CalendarPlusIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { emptyTaskForm } from './TaskForm';
import { TaskFormDialog } from './TaskFormDialog';

interface NewTaskButtonProps {
  /** The company the new task is linked to (its primary company). */
  company: { id: string; name: string };
  /** A contact of that company, linked too. */
  contact?: { id: string; name: string } | null;
  /** The deal the task is for (a deal page). */
  dealId?: string;
  variant?: ComponentProps<typeof Button>['variant'];
  size?: ComponentProps<typeof Button>['size'];
}

/** "New Task" from a company or contact page: the task form prefilled with them; hidden without create access. */
export function NewTaskButton({ company, contact, dealId, variant = 'outline', size }: NewTaskButtonProps) {
  const { can } = useSectionAccess();
  const [open, setOpen] = useState(false);
  if (!can('tasks', 'create')) return null;
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        <CalendarPlusIcon aria-hidden="true" />
        {TASKS_COPY.newTask}
      </Button>
      <TaskFormDialog
        open={open}
        onOpenChange={setOpen}
        dealId={dealId}
        initial={emptyTaskForm({
          linkedCompanies: [
            {
              crmCompanyId: company.id,
              crmCompanyName: company.name,
              contacts: contact ? [{ contactId: contact.id, contactName: contact.name }] : [],
            },
          ],
        })}
      />
    </>
  );
}
