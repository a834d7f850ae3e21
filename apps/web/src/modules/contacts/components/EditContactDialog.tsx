import { useContact } from '../hooks/useContact';
import { ContactFormDialog } from './ContactFormDialog';

/** Loads a contact from a list row, then opens the Edit Contact form for it. */
export function EditContactDialog({ contactId, onClose }: { contactId: string | null; onClose: () => void }) {
  const contact = useContact(contactId ?? '', { enabled: contactId !== null });
  const ready = contactId !== null && contact.data?.id === contactId;
  return (
    <ContactFormDialog
      open={ready}
      contact={ready ? contact.data : null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
