import { CONTACTS_COPY, type Contact } from '@northdesk/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NewTaskButton } from '@/modules/tasks/components/NewTaskButton';
import { RelatedTasksPanel } from '@/modules/tasks/components/RelatedTasksPanel';
import { contactDisplayName } from '../utils/contact-display';

interface ContactTasksCardProps {
  contact: Contact;
  /** Only the newest tasks (the overview); else all of them. */
  limit?: number;
}

/**
 * The contact's tasks (those linking the contact, or whose primary contact it is) and New Task,
 * prefilled with the contact under its company. A task links contacts under one of its
 * companies, so without a company there is no New Task here.
 */
export function ContactTasksCard({ contact, limit }: ContactTasksCardProps) {
  const company = contact.crmCompany;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <h3>{CONTACTS_COPY.contactTasks}</h3>
        </CardTitle>
        {company ? (
          <NewTaskButton
            company={{ id: company.id, name: company.name }}
            contact={{ id: contact.id, name: contactDisplayName(contact) }}
            size="sm"
          />
        ) : null}
      </CardHeader>
      <CardContent>
        <RelatedTasksPanel related={{ contactId: contact.id }} empty={CONTACTS_COPY.noTasks} limit={limit} />
      </CardContent>
    </Card>
  );
}
