import {
  CONTACTS_COPY,
  type ContactListItem,
  type ContactSort,
  OWNERSHIP_COPY,
  type SortDirection,
} from '@northdesk/shared';
import { ArchiveIcon, EyeIcon, MailIcon, PencilIcon, PhoneIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { activityRelativeTime } from '@/modules/activities/utils/activity-relative-time';
import { SelectPageCheckbox, SelectRowCheckbox } from '@/modules/bulk-actions/components/SelectRowCheckbox';
import type { RowSelection } from '@/modules/bulk-actions/hooks/useRowSelection';
import { CompanyInitialsLogo } from '@/modules/companies/components/CompanyInitialsLogo';
import { HubspotSourceBadge } from '@/modules/ui/components/HubspotSourceBadge';
import { SortableTableHead } from '@/modules/ui/components/SortableTableHead';
import { useProgressiveRows } from '@/modules/ui/hooks/useProgressiveRows';
import { contactCompanyName, contactDisplayName } from '../utils/contact-display';
import { ContactCategoryBadge } from './ContactCategoryBadge';
import { ContactLeadStatusEditor, ContactOwnerEditor } from './ContactQuickEdit';

/** The detail route; the list appends the linked company id (docs/product/contacts.md). */
export function contactPath(contact: Pick<ContactListItem, 'id' | 'crmCompany'>): string {
  const query = contact.crmCompany ? `?companyId=${encodeURIComponent(contact.crmCompany.id)}` : '';
  return `/contacts/${contact.id}${query}`;
}

interface ContactsTableProps {
  contacts: ContactListItem[];
  canEdit: boolean;
  canArchive: boolean;
  onEdit: (contact: ContactListItem) => void;
  onArchive: (contact: ContactListItem) => void;
  sort: ContactSort;
  dir: SortDirection;
  onSort: (key: ContactSort) => void;
  /** Rows chosen for a bulk action; no checkboxes without it (no edit level). */
  selection?: RowSelection | undefined;
}

const { columns } = CONTACTS_COPY;

export function ContactsTable({
  contacts,
  canEdit,
  canArchive,
  onEdit,
  onArchive,
  sort,
  dir,
  onSort,
  selection,
}: ContactsTableProps) {
  const sortable = { sort, dir, onSort };
  // The first screenful at once, the rest once it is painted, as the companies list (issue 17).
  const shown = useProgressiveRows(contacts);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {selection ? (
            <TableHead className="w-8">
              <SelectPageCheckbox selection={selection} ids={contacts.map((c) => c.id)} />
            </TableHead>
          ) : null}
          <SortableTableHead sortKey="name" label={columns.name} {...sortable} />
          <TableHead>{columns.company}</TableHead>
          {/* Below 1536px the job title moves under the name, so the owner column fits beside the sidebar. */}
          <TableHead className="hidden 2xl:table-cell">{columns.jobTitle}</TableHead>
          <TableHead>{columns.contactInfo}</TableHead>
          {/* Below 1536 px the category shows under the name (see there), so the other columns fit beside the sidebar. */}
          <TableHead className="hidden 2xl:table-cell">{columns.category}</TableHead>
          <SortableTableHead sortKey="leadStatus" label={columns.leadStatus} {...sortable} />
          <SortableTableHead sortKey="lastActivity" label={columns.lastActivity} {...sortable} />
          <TableHead>{OWNERSHIP_COPY.owner}</TableHead>
          <TableHead className="text-right">{columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {shown.map((contact) => {
          const name = contactDisplayName(contact);
          const company = contactCompanyName(contact);
          return (
            <TableRow key={contact.id}>
              {selection ? (
                <TableCell className="w-8">
                  <SelectRowCheckbox selection={selection} id={contact.id} name={name} />
                </TableCell>
              ) : null}
              <TableCell className="font-medium">
                <div className="flex min-w-0 items-center gap-2.5">
                  <CompanyInitialsLogo name={company ?? name} className="size-8" />
                  <div className="grid min-w-0">
                    <Link to={contactPath(contact)} className="max-w-44 truncate hover:underline">
                      {name}
                    </Link>
                    {/* Below 1536 px the job title and category columns are hidden: both show here. */}
                    <span className="flex min-w-0 items-center gap-1.5 2xl:hidden">
                      <ContactCategoryBadge category={contact.category} />
                      {contact.jobTitle ? (
                        <span
                          className="max-w-28 truncate font-normal text-muted-foreground text-xs"
                          title={contact.jobTitle}
                        >
                          {contact.jobTitle}
                        </span>
                      ) : null}
                    </span>
                  </div>
                  {/* From HubSpot, whether still managed there or two-way after an edit here (as companies). */}
                  {contact.source === 'external_crm' ? <HubspotSourceBadge /> : null}
                </div>
              </TableCell>
              <TableCell className="max-w-32 truncate" title={company ?? undefined}>
                {company ?? CONTACTS_COPY.notSet}
              </TableCell>
              <TableCell
                className="hidden max-w-36 truncate 2xl:table-cell"
                title={contact.jobTitle ?? undefined}
              >
                {contact.jobTitle ?? CONTACTS_COPY.notSet}
              </TableCell>
              <TableCell>
                <div className="grid max-w-36 gap-0.5 text-xs">
                  {contact.email ? (
                    <a
                      href={`mailto:${contact.email}`}
                      className="flex min-w-0 items-center gap-1 hover:underline"
                    >
                      <MailIcon className="size-3 shrink-0 text-muted-foreground" aria-hidden="true" />
                      <span className="min-w-0 truncate" title={contact.email}>
                        {contact.email}
                      </span>
                    </a>
                  ) : null}
                  {contact.phone ? (
                    <a href={`tel:${contact.phone}`} className="flex items-center gap-1 hover:underline">
                      <PhoneIcon className="size-3 shrink-0 text-muted-foreground" aria-hidden="true" />
                      {contact.phone}
                    </a>
                  ) : null}
                </div>
              </TableCell>
              <TableCell className="hidden 2xl:table-cell">
                <ContactCategoryBadge category={contact.category} />
              </TableCell>
              <TableCell>
                <ContactLeadStatusEditor contact={contact} canEdit={canEdit} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {contact.lastActivityAt
                  ? activityRelativeTime(contact.lastActivityAt)
                  : CONTACTS_COPY.noActivity}
              </TableCell>
              <TableCell className="max-w-32 text-sm">
                <ContactOwnerEditor contact={contact} canEdit={canEdit} />
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-0.5">
                  <Button variant="ghost" size="icon" className="size-8" asChild>
                    <Link to={contactPath(contact)} aria-label={CONTACTS_COPY.viewContact(name)}>
                      <EyeIcon aria-hidden="true" />
                    </Link>
                  </Button>
                  {canEdit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={CONTACTS_COPY.editContact(name)}
                      onClick={() => onEdit(contact)}
                    >
                      <PencilIcon aria-hidden="true" />
                    </Button>
                  ) : null}
                  {canArchive ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={CONTACTS_COPY.archiveContact(name)}
                      onClick={() => onArchive(contact)}
                    >
                      <ArchiveIcon aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
