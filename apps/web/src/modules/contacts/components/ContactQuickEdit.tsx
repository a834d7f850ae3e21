import type { LeadStatus, OwnerRef } from '@northdesk/shared';
import { LeadStatusMenu } from '@/modules/companies/components/LeadStatusMenu';
import { OwnerMenu } from '@/modules/ownership/components/OwnerMenu';
import { useQuickEditContact } from '../hooks/useQuickEditContact';

type Record = { id: string; leadStatus: LeadStatus; owner: OwnerRef | null };

/** A contact's lead status, changed in place (list row, detail header). */
export function ContactLeadStatusEditor({ contact, canEdit }: { contact: Record; canEdit: boolean }) {
  const edit = useQuickEditContact(contact.id);
  return (
    <LeadStatusMenu
      status={contact.leadStatus}
      canEdit={canEdit}
      onChange={(leadStatus) => edit.mutate({ leadStatus })}
    />
  );
}

/** A contact's owner, changed in place (list row, detail header). */
export function ContactOwnerEditor({ contact, canEdit }: { contact: Record; canEdit: boolean }) {
  const edit = useQuickEditContact(contact.id);
  return (
    <OwnerMenu
      owner={contact.owner}
      canEdit={canEdit}
      onChange={(owner) => edit.mutate({ owner })}
      className="max-w-28"
    />
  );
}
