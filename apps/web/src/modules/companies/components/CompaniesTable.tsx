import {
  COMPANIES_COPY,
  CONTACTS_COPY,
  type CompanyListItem,
  type CompanySort,
  OWNERSHIP_COPY,
  type SortDirection,
} from '@northdesk/shared';
import { EyeIcon, MailIcon, MapPinIcon, PencilIcon, PhoneIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { activityRelativeTime } from '@/modules/activities/utils/activity-relative-time';
import { SelectPageCheckbox, SelectRowCheckbox } from '@/modules/bulk-actions/components/SelectRowCheckbox';
import type { RowSelection } from '@/modules/bulk-actions/hooks/useRowSelection';
import { HubspotSourceBadge } from '@/modules/ui/components/HubspotSourceBadge';
import { SortableTableHead } from '@/modules/ui/components/SortableTableHead';
import { useProgressiveRows } from '@/modules/ui/hooks/useProgressiveRows';
import { joinParts } from '../utils/formatting';
import { CompanyLogo } from './CompanyLogo';
import { CompanyLeadStatusEditor, CompanyOwnerEditor } from './CompanyQuickEdit';

interface CompaniesTableProps {
  companies: CompanyListItem[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (company: CompanyListItem) => void;
  /** The pointer or focus reached a row's edit button: the dialog will want the whole company. */
  onEditIntent?: (company: CompanyListItem) => void;
  onDelete: (company: CompanyListItem) => void;
  /** The pointer or focus reached a row's delete button: its dialog's code is wanted. */
  onDeleteIntent?: () => void;
  sort: CompanySort;
  dir: SortDirection;
  onSort: (key: CompanySort) => void;
  /** Rows chosen for a bulk action; no checkboxes without it (no edit level). */
  selection?: RowSelection | undefined;
}

/**
 * Shown from 1536 px: at 1280 px with the sidebar open the list keeps every other column and the
 * row actions in view without scrolling sideways (issue 18 item 2); the phone and email are one
 * click away on the company's page.
 */
const WIDE_ONLY = 'hidden 2xl:table-cell';

/** The companies list (docs/product/companies.md): Company, Location, Contact Info, Lead Status, Contacts, Actions. */
export function CompaniesTable({
  companies,
  canEdit,
  canDelete,
  onEdit,
  onEditIntent,
  onDelete,
  onDeleteIntent,
  sort,
  dir,
  onSort,
  selection,
}: CompaniesTableProps) {
  const sortable = { sort, dir, onSort };
  const shown = useProgressiveRows(companies);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {selection ? (
            <TableHead className="w-8">
              <SelectPageCheckbox selection={selection} ids={companies.map((c) => c.id)} />
            </TableHead>
          ) : null}
          <SortableTableHead sortKey="name" label={COMPANIES_COPY.columnCompany} {...sortable} />
          <SortableTableHead sortKey="location" label={COMPANIES_COPY.columnLocation} {...sortable} />
          <TableHead className={WIDE_ONLY}>{COMPANIES_COPY.columnContactInfo}</TableHead>
          <SortableTableHead sortKey="leadStatus" label={COMPANIES_COPY.columnLeadStatus} {...sortable} />
          <TableHead>{OWNERSHIP_COPY.owner}</TableHead>
          <SortableTableHead
            sortKey="contacts"
            label={COMPANIES_COPY.columnContacts}
            className="text-right"
            align="end"
            {...sortable}
          />
          <SortableTableHead
            sortKey="lastActivity"
            label={CONTACTS_COPY.columns.lastActivity}
            {...sortable}
          />
          <TableHead className="text-right">{COMPANIES_COPY.columnActions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {shown.map((company) => (
          <TableRow key={company.id} data-company-id={company.id}>
            {selection ? (
              <TableCell className="w-8">
                <SelectRowCheckbox selection={selection} id={company.id} name={company.name} />
              </TableCell>
            ) : null}
            <TableCell>
              <Link to={`/companies/${company.id}`} className="flex items-center gap-3">
                <CompanyLogo company={company} />
                <span className="min-w-0">
                  <span className="flex items-center gap-2 font-medium">
                    <span className="max-w-40 truncate" title={company.name}>
                      {company.name}
                    </span>
                    {company.source === 'external_crm' ? <HubspotSourceBadge /> : null}
                  </span>
                  {company.domain ? (
                    <span
                      className="block max-w-40 truncate text-muted-foreground text-xs"
                      title={company.domain}
                    >
                      {company.domain}
                    </span>
                  ) : null}
                  {/* Below 1536 px the contact info column is hidden: its phone stays here. */}
                  {company.phone ? (
                    <span className="block text-muted-foreground text-xs 2xl:hidden">{company.phone}</span>
                  ) : null}
                </span>
              </Link>
            </TableCell>
            <TableCell>
              {company.city || company.country ? (
                <span className="flex items-center gap-1.5">
                  <MapPinIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
                  <span className="grid min-w-0">
                    <span className="max-w-28 truncate" title={joinParts(company.city, company.state)}>
                      {joinParts(company.city, company.state)}
                    </span>
                    <span
                      className="max-w-28 truncate text-muted-foreground text-xs"
                      title={company.country ?? undefined}
                    >
                      {company.country}
                    </span>
                  </span>
                </span>
              ) : null}
            </TableCell>
            <TableCell className={WIDE_ONLY}>
              <span className="grid gap-0.5 text-xs">
                {company.phone ? (
                  <span className="flex items-center gap-1.5">
                    <PhoneIcon aria-hidden="true" className="size-3 text-muted-foreground" />
                    {company.phone}
                  </span>
                ) : null}
                {company.billingEmail ? (
                  // A long address is cut short (the whole of it in the tooltip), never over the next column.
                  <span className="flex max-w-52 items-center gap-1.5">
                    <MailIcon aria-hidden="true" className="size-3 shrink-0 text-muted-foreground" />
                    <span className="truncate" title={company.billingEmail}>
                      {company.billingEmail}
                    </span>
                  </span>
                ) : null}
              </span>
            </TableCell>
            <TableCell>
              <CompanyLeadStatusEditor company={company} canEdit={canEdit} />
            </TableCell>
            <TableCell className="max-w-32 text-sm">
              <CompanyOwnerEditor company={company} canEdit={canEdit} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{company.contactCount}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {company.lastActivityAt
                ? activityRelativeTime(company.lastActivityAt)
                : CONTACTS_COPY.noActivity}
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-0.5">
                <Button
                  asChild
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={COMPANIES_COPY.viewCompany(company.name)}
                >
                  <Link to={`/companies/${company.id}`}>
                    <EyeIcon aria-hidden="true" />
                  </Link>
                </Button>
                {canEdit ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={COMPANIES_COPY.editCompany(company.name)}
                    onClick={() => onEdit(company)}
                    onPointerEnter={() => onEditIntent?.(company)}
                    onPointerDown={() => onEditIntent?.(company)}
                    onFocus={() => onEditIntent?.(company)}
                  >
                    <PencilIcon aria-hidden="true" />
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={COMPANIES_COPY.deleteCompany(company.name)}
                    onClick={() => onDelete(company)}
                    onPointerEnter={onDeleteIntent}
                    onPointerDown={onDeleteIntent}
                    onFocus={onDeleteIntent}
                    className="size-8 text-destructive hover:text-destructive"
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
