import { COMPANIES_COPY as C, type Company } from '@northdesk/shared';
import { ArrowLeftIcon, ExternalLinkIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CompanyLogo } from './CompanyLogo';
import { CompanyLeadStatusEditor, CompanyOwnerEditor } from './CompanyQuickEdit';

interface CompanyDetailHeaderProps {
  company: Company;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Logo, name, domain, lead status, Edit and Delete, and the way back (docs/product/companies.md). */
export function CompanyDetailHeader({
  company,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: CompanyDetailHeaderProps) {
  return (
    <header className="grid gap-3">
      <Button asChild variant="ghost" size="sm" className="-ml-2.5 justify-self-start text-muted-foreground">
        <Link to="/companies">
          <ArrowLeftIcon aria-hidden="true" />
          {C.backToCompanies}
        </Link>
      </Button>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <CompanyLogo company={company} className="size-14 text-base" />
          <div className="min-w-0">
            <h1 className="break-words font-semibold text-2xl tracking-tight">{company.name}</h1>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
              {company.domain ? (
                <a
                  href={`https://${company.domain}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 hover:text-foreground"
                >
                  {company.domain}
                  <ExternalLinkIcon aria-hidden="true" className="size-3" />
                </a>
              ) : null}
              <CompanyLeadStatusEditor company={company} canEdit={canEdit} />
              <span aria-hidden="true">·</span>
              <CompanyOwnerEditor company={company} canEdit={canEdit} />
            </div>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          {canEdit ? (
            <Button variant="outline" onClick={onEdit}>
              <PencilIcon aria-hidden="true" />
              {C.edit}
            </Button>
          ) : null}
          {canDelete ? (
            <Button variant="destructive" onClick={onDelete}>
              <Trash2Icon aria-hidden="true" />
              {C.delete}
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
