import { COMPANIES_COPY as C } from '@northdesk/shared';
import { ArrowLeftIcon, Building2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { CompanyDetailHeader } from '@/modules/companies/components/CompanyDetailHeader';
import { CompanyDetailTabs } from '@/modules/companies/components/CompanyDetailTabs';
import { CompanyFormDialog } from '@/modules/companies/components/CompanyFormDialog';
import { CompanyLoadFailureEffect } from '@/modules/companies/components/CompanyLoadFailureEffect';
import { DeleteCompanyDialog } from '@/modules/companies/components/DeleteCompanyDialog';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { useCompany } from '@/modules/companies/hooks/useCompany';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { Spinner } from '@/modules/ui/components/Spinner';

/** /companies/:id (docs/product/companies.md). Another tenant's id reads exactly like an unknown one. */
export function CompanyDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const company = useCompany(id);
  const { can } = useSectionAccess();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (company.isPending)
    return (
      <PageContainer className="max-w-7xl">
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      </PageContainer>
    );

  if (company.isError) {
    if (!(company.error instanceof ApiError && company.error.status === 404))
      return <CompanyLoadFailureEffect />;
    return (
      <PageContainer className="max-w-7xl">
        <EmptyState icon={Building2Icon} title={C.notFound} description={C.notFoundDescription} />
        <Button asChild variant="outline" className="justify-self-center">
          <Link to="/companies">
            <ArrowLeftIcon aria-hidden="true" />
            {C.backToCompanies}
          </Link>
        </Button>
      </PageContainer>
    );
  }

  const data = company.data;
  return (
    <PageContainer className="max-w-7xl">
      <CompanyDetailHeader
        company={data}
        canEdit={can('companies', 'edit')}
        canDelete={can('companies', 'delete')}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
      {/* Keyed: another company starts on its first tabs and pages. */}
      <CompanyDetailTabs key={data.id} company={data} />
      <CompanyFormDialog open={editing} company={data} onOpenChange={setEditing} />
      <DeleteCompanyDialog
        company={deleting ? data : null}
        onOpenChange={(open) => !open && setDeleting(false)}
        onDeleted={() => void navigate('/companies', { replace: true })}
      />
    </PageContainer>
  );
}
