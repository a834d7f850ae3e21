import { COMPANIES_COPY, type CompanyListItem, OWNERSHIP_COPY } from '@northdesk/shared';
import { EyeIcon, MailIcon, MapPinIcon, PencilIcon, PhoneIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { HubspotSourceBadge } from '@/modules/ui/components/HubspotSourceBadge';
import { joinParts } from '../utils/formatting';
import { CompanyLogo } from './CompanyLogo';
import { LeadStatusBadge } from './LeadStatusBadge';

interface CompaniesTableProps {
  companies: CompanyListItem[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (company: CompanyListItem) => void;
  /** The pointer or focus reached a row's edit button: the dialog will want the whole company. */
  onEditIntent?: (company: CompanyListItem) => void;
  onDelete: (company: CompanyListItem) => void;
}

/** The companies list (docs/product/companies.md): Company, Location, Contact Info, Lead Status, Contacts, Actions. */
export function CompaniesTable({
  companies,
  canEdit,
  canDelete,
  onEdit,
  onEditIntent,
  onDelete,
}: CompaniesTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{COMPANIES_COPY.columnCompany}</TableHead>
          <TableHead>{COMPANIES_COPY.columnLocation}</TableHead>
          <TableHead>{COMPANIES_COPY.columnContactInfo}</TableHead>
          <TableHead>{COMPANIES_COPY.columnLeadStatus}</TableHead>
          <TableHead>{OWNERSHIP_COPY.owner}</TableHead>
          <TableHead className="text-right">{COMPANIES_COPY.columnContacts}</TableHead>
          <TableHead className="text-right">{COMPANIES_COPY.columnActions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {companies.map((company) => (
          <TableRow key={company.id} data-company-id={company.id}>
            <TableCell>
              <Link to={`/companies/${company.id}`} className="flex items-center gap-3">
                <CompanyLogo company={company} />
                <span className="min-w-0">
                  <span className="flex items-center gap-2 font-medium">
                    {company.name}
                    {company.source === 'external_crm' ? <HubspotSourceBadge /> : null}
                  </span>
                  {company.domain ? (
                    <span className="block text-muted-foreground text-xs">{company.domain}</span>
                  ) : null}
                </span>
              </Link>
            </TableCell>
            <TableCell>
              {company.city || company.country ? (
                <span className="flex items-center gap-1.5">
                  <MapPinIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
                  <span>
                    <span className="block">{joinParts(company.city, company.state)}</span>
                    <span className="block text-muted-foreground text-xs">{company.country}</span>
                  </span>
                </span>
              ) : null}
            </TableCell>
            <TableCell>
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
              <LeadStatusBadge status={company.leadStatus} />
            </TableCell>
            <TableCell className="text-sm">
              {company.owner ? (
                company.owner.name
              ) : (
                <span className="text-muted-foreground">{OWNERSHIP_COPY.noOwner}</span>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">{company.contactCount}</TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button
                  asChild
                  variant="ghost"
                  size="icon"
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
                    aria-label={COMPANIES_COPY.editCompany(company.name)}
                    onClick={() => onEdit(company)}
                    onPointerEnter={() => onEditIntent?.(company)}
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
                    className="text-destructive hover:text-destructive"
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
