import type { Company, Contact } from '@northdesk/shared';
import { useNavigate } from 'react-router';
import { LogActivityDialog } from '@/modules/activities/components/LogActivityDialog';
import { CompanyFormDialog } from '@/modules/companies/components/CompanyFormDialog';
import { ContactFormDialog } from '@/modules/contacts/components/ContactFormDialog';
import { emptyTaskForm } from '@/modules/tasks/components/TaskForm';
import { TaskFormDialog } from '@/modules/tasks/components/TaskFormDialog';
import { useStore } from '@/modules/ui/states/create-store';
import { closePalette, commandPaletteStore } from '../states/command-palette-store';
import { CommandPalette, type PalettePage } from './CommandPalette';
import { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';

const closeWhen = (open: boolean) => (open ? undefined : closePalette());

/**
 * Everything the palette opens, loaded on its first use (cmdk and the record forms stay out of the
 * first page load): the palette, the shortcuts dialog and the New … / Log activity dialogs.
 */
export function CommandPaletteOverlay({ pages }: { pages: readonly PalettePage[] }) {
  const view = useStore(commandPaletteStore);
  const navigate = useNavigate();
  return (
    <>
      {view === 'palette' ? <CommandPalette pages={pages} /> : null}
      <KeyboardShortcutsDialog open={view === 'shortcuts'} onOpenChange={closeWhen} />
      <CompanyFormDialog
        open={view === 'new-company'}
        onOpenChange={closeWhen}
        onSaved={(company: Company) => navigate(`/companies/${company.id}`)}
      />
      <ContactFormDialog
        open={view === 'new-contact'}
        onOpenChange={closeWhen}
        onSaved={(contact: Contact) => navigate(`/contacts/${contact.id}`)}
      />
      <TaskFormDialog open={view === 'new-task'} onOpenChange={closeWhen} initial={emptyTaskForm()} />
      <LogActivityDialog open={view === 'log-activity'} onOpenChange={closeWhen} />
    </>
  );
}
