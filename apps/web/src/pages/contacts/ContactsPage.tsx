import { CONTACTS_COPY, type ContactListItem, LIST_FILTERS_COPY, sortAfterClick } from '@northdesk/shared';
import { PlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { BulkActionBar } from '@/modules/bulk-actions/components/BulkActionBar';
import { useRowSelection } from '@/modules/bulk-actions/hooks/useRowSelection';
import { ArchiveContactDialog } from '@/modules/contacts/components/ArchiveContactDialog';
import { ContactFormDialog } from '@/modules/contacts/components/ContactFormDialog';
import { ContactsTable } from '@/modules/contacts/components/ContactsTable';
import { ContactsToolbar } from '@/modules/contacts/components/ContactsToolbar';
import { EditContactDialog } from '@/modules/contacts/components/EditContactDialog';
import { useContacts } from '@/modules/contacts/hooks/useContacts';
import { useContactsListState } from '@/modules/contacts/hooks/useContactsListState';
import { contactDisplayName } from '@/modules/contacts/utils/contact-display';
import { ListDataActions } from '@/modules/imports/components/ListDataActions';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { FilterChips } from '@/modules/ui/components/FilterChips';
import { ListCard } from '@/modules/ui/components/ListCard';
import { Pager } from '@/modules/ui/components/Pager';
import { recordFilterChips, recordFilterQuery } from '@/modules/ui/utils/record-filters';

/** /contacts (docs/product/contacts.md). */
export function ContactsPage() {
  const { state, update } = useContactsListState();
  const contacts = useContacts({
    search: state.search,
    category: state.category,
    country: state.country || undefined,
    owner: state.owner || undefined,
    page: state.page,
    sort: state.sort,
    dir: state.dir,
    ...recordFilterQuery(state),
  });
  const { can } = useSectionAccess();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [archiving, setArchiving] = useState<{ id: string; name: string } | null>(null);

  const data = contacts.data;
  const filter = {
    search: state.search || undefined,
    category: state.category,
    country: state.country || undefined,
    owner: state.owner || undefined,
    ...recordFilterQuery(state),
  };
  const chips = recordFilterChips(state, LIST_FILTERS_COPY.contactSources);
  const selection = useRowSelection(JSON.stringify(filter));
  const canBulk = can('contacts', 'edit');

  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title={CONTACTS_COPY.title}
        description={CONTACTS_COPY.description}
        showBack
        actions={
          <ListDataActions
            entity="contacts"
            filters={{
              search: state.search,
              category: state.category,
              country: state.country,
              owner: state.owner,
              ...recordFilterQuery(state),
            }}
          >
            {can('contacts', 'create') ? (
              <Button onClick={() => setAdding(true)}>
                <PlusIcon aria-hidden="true" />
                {CONTACTS_COPY.addContact}
              </Button>
            ) : null}
          </ListDataActions>
        }
      />
      <ContactsToolbar state={state} onChange={update} />
      <FilterChips
        chips={chips}
        onRemove={(key) => update(chips.find((chip) => chip.key === key)?.clear ?? {})}
      />
      {canBulk ? (
        <BulkActionBar
          entity="contact"
          selection={selection}
          pageIds={(data?.contacts ?? []).map((c) => c.id)}
          total={data?.total ?? 0}
          filter={filter}
        />
      ) : null}
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
          sort={state.sort}
          dir={state.dir}
          onSort={(key) => update(sortAfterClick(state, key))}
          canEdit={can('contacts', 'edit')}
          selection={canBulk ? selection : undefined}
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
