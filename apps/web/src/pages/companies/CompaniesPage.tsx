import {
  COMPANIES_COPY as C,
  type CompanyListItem,
  type CompanySort,
  LIST_FILTERS_COPY,
  type SortDirection,
  sortAfterClick,
} from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Building2Icon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { BulkActionBar } from '@/modules/bulk-actions/components/BulkActionBar';
import { useRowSelection } from '@/modules/bulk-actions/hooks/useRowSelection';
import { CompaniesTable } from '@/modules/companies/components/CompaniesTable';
import { CompaniesToolbar } from '@/modules/companies/components/CompaniesToolbar';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { useCompanies } from '@/modules/companies/hooks/useCompanies';
import { useCompaniesListState } from '@/modules/companies/hooks/useCompaniesListState';
import { companyQuery } from '@/modules/companies/hooks/useCompany';
import { ListDataActions } from '@/modules/imports/components/ListDataActions';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { FilterChips } from '@/modules/ui/components/FilterChips';
import { ListCard } from '@/modules/ui/components/ListCard';
import { MountWhenOpened } from '@/modules/ui/components/MountWhenOpened';
import { Pager } from '@/modules/ui/components/Pager';
import { lazyPart } from '@/modules/ui/utils/lazy-part';
import { hasRecordFilter, recordFilterChips, recordFilterQuery } from '@/modules/ui/utils/record-filters';

// The dialogs (forms, their schemas, Radix's overlays) load when their button is reached for (a
// pointer over it, a touch, focus) or first opened: not once the page is idle, whose fetching and
// evaluating them kept a loaded page busy on a slow phone (issue 17).
const CompanyFormDialog = lazyPart(
  () => import('@/modules/companies/components/CompanyFormDialog'),
  'CompanyFormDialog',
);
const EditCompanyDialog = lazyPart(
  () => import('@/modules/companies/components/EditCompanyDialog'),
  'EditCompanyDialog',
);
const DeleteCompanyDialog = lazyPart(
  () => import('@/modules/companies/components/DeleteCompanyDialog'),
  'DeleteCompanyDialog',
);

/** /companies (docs/product/companies.md): search, country filter, table, pager and dialogs. */
export function CompaniesPage() {
  const { state, update } = useCompaniesListState();
  const companies = useCompanies(state);
  const { can } = useSectionAccess();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const closeEdit = useCallback(() => setEditingId(null), []);
  const [deleting, setDeleting] = useState<CompanyListItem | null>(null);
  const onSearchChange = useCallback((search: string) => update({ search }), [update]);
  const onCountryChange = useCallback((country: string) => update({ country }), [update]);
  const onOwnerChange = useCallback((owner: string) => update({ owner }), [update]);
  const onSortChange = useCallback(
    (sort: CompanySort, dir: SortDirection) => update({ sort, dir }),
    [update],
  );
  const data = companies.data;
  const filtered = Boolean(state.search.trim() || state.country || state.owner || hasRecordFilter(state));
  const filter = {
    search: state.search.trim() || undefined,
    country: state.country || undefined,
    owner: state.owner || undefined,
    ...recordFilterQuery(state),
  };
  const chips = recordFilterChips(state, LIST_FILTERS_COPY.companySources);
  const selection = useRowSelection(JSON.stringify(filter));
  const canBulk = can('companies', 'edit');

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
          <ListDataActions
            entity="companies"
            filters={{
              search: state.search,
              country: state.country,
              owner: state.owner,
              ...recordFilterQuery(state),
            }}
          >
            {can('companies', 'create') ? (
              <Button
                onClick={() => setAdding(true)}
                onPointerEnter={CompanyFormDialog.preload}
                onPointerDown={CompanyFormDialog.preload}
                onFocus={CompanyFormDialog.preload}
              >
                <PlusIcon aria-hidden="true" />
                {C.addCompany}
              </Button>
            ) : null}
          </ListDataActions>
        }
      />
      <CompaniesToolbar
        search={state.search}
        country={state.country}
        owner={state.owner}
        sort={state.sort}
        dir={state.dir}
        onSearchChange={onSearchChange}
        onCountryChange={onCountryChange}
        onOwnerChange={onOwnerChange}
        onSortChange={onSortChange}
      />
      <FilterChips
        chips={chips}
        onRemove={(key) => update(chips.find((chip) => chip.key === key)?.clear ?? {})}
      />
      {canBulk ? (
        <BulkActionBar
          entity="company"
          selection={selection}
          pageIds={(data?.companies ?? []).map((c) => c.id)}
          total={data?.total ?? 0}
          filter={filter}
        />
      ) : null}
      <ListCard
        pending={companies.isPending}
        stale={companies.isPlaceholderData}
        hasRows={(data?.companies.length ?? 0) > 0}
        empty={
          filtered ? (
            <EmptyState icon={SearchXIcon} title={C.noMatchesTitle} description={C.noMatchesDescription} />
          ) : (
            <EmptyState icon={Building2Icon} title={C.emptyTitle} description={C.emptyDescription} />
          )
        }
      >
        <CompaniesTable
          companies={data?.companies ?? []}
          sort={state.sort}
          dir={state.dir}
          onSort={(key) => update(sortAfterClick(state, key))}
          canEdit={can('companies', 'edit')}
          selection={canBulk ? selection : undefined}
          canDelete={can('companies', 'delete')}
          onEdit={(company) => setEditingId(company.id)}
          onEditIntent={(company) => {
            EditCompanyDialog.preload();
            void queryClient.prefetchQuery(companyQuery(company.id));
          }}
          onDelete={setDeleting}
          onDeleteIntent={DeleteCompanyDialog.preload}
        />
      </ListCard>
      {data ? (
        <Pager
          page={state.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(page) => update({ page })}
          showing={C.showing}
          label={C.pagination}
        />
      ) : null}
      <MountWhenOpened open={adding}>
        <CompanyFormDialog open={adding} company={null} onOpenChange={setAdding} />
      </MountWhenOpened>
      <MountWhenOpened open={editingId !== null}>
        <EditCompanyDialog companyId={editingId} onClose={closeEdit} />
      </MountWhenOpened>
      <MountWhenOpened open={deleting !== null}>
        <DeleteCompanyDialog company={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      </MountWhenOpened>
    </PageContainer>
  );
}
