import { CONTACTS_COPY, type ContactListItem } from '@northdesk/shared';
import { PlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { ArchiveContactDialog } from '@/modules/contacts/components/ArchiveContactDialog';
import { ContactFormDialog } from '@/modules/contacts/components/ContactFormDialog';
import { ContactsTable } from '@/modules/contacts/components/ContactsTable';
import { ContactsToolbar } from '@/modules/contacts/components/ContactsToolbar';
import { EditContactDialog } from '@/modules/contacts/components/EditContactDialog';
import { useContacts } from '@/modules/contacts/hooks/useContacts';
import { useContactsListState } from '@/modules/contacts/hooks/useContactsListState';
import { contactDisplayName } from '@/modules/contacts/utils/contact-display';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { ListCard } from '@/modules/ui/components/ListCard';
import { Pager } from '@/modules/ui/components/Pager';

/** /contacts (docs/product/contacts.md). */
export function ContactsPage() {
  const { state, update } = useContactsListState();
  const contacts = useContacts({
    search: state.search,
    category: state.category,
    country: state.country || undefined,
    owner: state.owner || undefined,
    page: state.page,
  });
  const { can } = useSectionAccess();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [archiving, setArchiving] = useState<{ id: string; name: string } | null>(null);

  const data = contacts.data;

  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title={CONTACTS_COPY.title}
        description={CONTACTS_COPY.description}
        showBack
        actions={
          can('contacts', 'create') ? (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              {CONTACTS_COPY.addContact}
            </Button>
          ) : null
        }
      />
      <ContactsToolbar state={state} onChange={update} />
      <ListCard
        className="min-w-0"
        pending={contacts.isPending}
        stale={contacts.isPlaceholderData}
        hasRows={(data?.contacts.length ?? 0) > 0}
        empty={
          <div className="grid justify-items-center gap-2 px-6 py-16 text-center">
            <UsersIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{CONTACTS_COPY.noContacts}</p>
            <p className="text-muted-foreground text-sm">{CONTACTS_COPY.noContactsHint}</p>
          </div>
        }
      >
        <ContactsTable
          contacts={data?.contacts ?? []}
          canEdit={can('contacts', 'edit')}
          canArchive={can('contacts', 'delete')}
          onEdit={(contact: ContactListItem) => setEditingId(contact.id)}
          onArchive={(contact: ContactListItem) =>
            setArchiving({ id: contact.id, name: contactDisplayName(contact) })
          }
        />
      </ListCard>
      {data ? (
        <Pager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(page) => update({ page })}
          showing={(from, to, total) =>
            `${CONTACTS_COPY.showing(from, to, total)} · ${CONTACTS_COPY.perPage(data.pageSize)}`
          }
          label={CONTACTS_COPY.paginationLabel}
        />
      ) : null}
      <ContactFormDialog open={adding} onOpenChange={setAdding} />
      <EditContactDialog contactId={editingId} onClose={() => setEditingId(null)} />
      <ArchiveContactDialog contact={archiving} onClose={() => setArchiving(null)} />
    </PageContainer>
  );
}
