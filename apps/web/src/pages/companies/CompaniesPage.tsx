import { COMPANIES_COPY as C, type Company, type CompanyListItem } from '@northdesk/shared';
import { Building2Icon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { CompaniesPager } from '@/modules/companies/components/CompaniesPager';
import { CompaniesTable } from '@/modules/companies/components/CompaniesTable';
import { CompaniesToolbar } from '@/modules/companies/components/CompaniesToolbar';
import { CompanyFormDialog } from '@/modules/companies/components/CompanyFormDialog';
import { DeleteCompanyDialog } from '@/modules/companies/components/DeleteCompanyDialog';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { useCompanies } from '@/modules/companies/hooks/useCompanies';
import { useCompaniesListState } from '@/modules/companies/hooks/useCompaniesListState';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';

/** /companies (crm spec §2 Companies page): search, country filter, table, pager and dialogs. */
export function CompaniesPage() {
  const { state, update } = useCompaniesListState();
  const companies = useCompanies(state);
  const { can } = useSectionAccess();
  const [form, setForm] = useState<{ open: boolean; company: Company | null }>({
    open: false,
    company: null,
  });
  const [deleting, setDeleting] = useState<CompanyListItem | null>(null);
  const onSearchChange = useCallback((search: string) => update({ search }), [update]);
  const onCountryChange = useCallback((country: string) => update({ country }), [update]);
  const data = companies.data;
  const filtered = Boolean(state.search.trim() || state.country);

  // A page that no longer exists (its last company was deleted, an old link) shows the last one.
  useEffect(() => {
    if (data && data.companies.length === 0 && data.total > 0 && state.page > 1)
      update({ page: Math.ceil(data.total / data.pageSize) });
  }, [data, state.page, update]);

  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title={C.pageTitle}
        description={C.pageDescription}
        showBack
        actions={
          can('companies', 'create') ? (
            <Button onClick={() => setForm({ open: true, company: null })}>
              <PlusIcon aria-hidden="true" />
              {C.addCompany}
            </Button>
          ) : null
        }
      />
      <CompaniesToolbar
        search={state.search}
        country={state.country}
        onSearchChange={onSearchChange}
        onCountryChange={onCountryChange}
      />
      <Card className="py-0">
        <CardContent className="p-0">
          {companies.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          ) : data && data.companies.length > 0 ? (
            <div className={companies.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <CompaniesTable
                companies={data.companies}
                canEdit={can('companies', 'edit')}
                canDelete={can('companies', 'delete')}
                onEdit={(company) => setForm({ open: true, company })}
                onDelete={setDeleting}
              />
            </div>
          ) : filtered ? (
            <EmptyState icon={SearchXIcon} title={C.noMatchesTitle} description={C.noMatchesDescription} />
          ) : (
            <EmptyState icon={Building2Icon} title={C.emptyTitle} description={C.emptyDescription} />
          )}
        </CardContent>
      </Card>
      {data ? (
        <CompaniesPager
          page={state.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(page) => update({ page })}
        />
      ) : null}
      <CompanyFormDialog
        open={form.open}
        company={form.company}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <DeleteCompanyDialog company={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </PageContainer>
  );
}
