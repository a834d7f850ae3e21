import { DEALS_COPY as C, formatMoney } from '@northdesk/shared';
import { HandshakeIcon, KanbanSquareIcon, ListIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { DealFiltersBar } from '@/modules/deals/components/DealFiltersBar';
import { DealFormDialog } from '@/modules/deals/components/DealFormDialog';
import { DealsBoard } from '@/modules/deals/components/DealsBoard';
import { DealsTable } from '@/modules/deals/components/DealsTable';
import { useDealBoard } from '@/modules/deals/hooks/useDealBoard';
import { useDealFilters } from '@/modules/deals/hooks/useDealFilters';
import { useDeals } from '@/modules/deals/hooks/useDeals';
import { ListDataActions } from '@/modules/imports/components/ListDataActions';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { PAGE_COPY } from '@/modules/page-layout/copy';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { ListCard } from '@/modules/ui/components/ListCard';
import { Pager } from '@/modules/ui/components/Pager';

/** /deals: the pipeline as a board (drag deals across stages) or a sortable list, filters in the address. */
export function DealsPage() {
  const { filters, update, clear, filtered } = useDealFilters();
  const { can } = useSectionAccess();
  const [creating, setCreating] = useState(false);
  const isList = filters.view === 'list';
  const common = {
    pipelineId: filters.pipelineId || undefined,
    owner: filters.owner || undefined,
    crmCompanyId: filters.crmCompanyId || undefined,
    search: filters.search || undefined,
  };
  const board = useDealBoard(common);
  const list = useDeals(
    {
      ...common,
      stageId: filters.stageId || undefined,
      status: filters.status,
      closeMonth: filters.closeMonth || undefined,
      closedFrom: filters.closedFrom || undefined,
      closedTo: filters.closedTo || undefined,
      lostReasonId: filters.lostReasonId || undefined,
      cycleMinDays: filters.cycleMinDays ? Number(filters.cycleMinDays) : undefined,
      cycleMaxDays: filters.cycleMaxDays ? Number(filters.cycleMaxDays) : undefined,
      sort: filters.sort,
      dir: filters.dir,
      page: filters.page,
    },
    isList,
  );

  const viewButton = (view: 'board' | 'list', label: string, Icon: typeof ListIcon) => (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={filters.view === view}
      className={cn('gap-1.5', filters.view === view && 'bg-background shadow-xs')}
      onClick={() => update({ view })}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <PageContainer className="max-w-none">
      <PageHeader
        title={PAGE_COPY.deals.title}
        description={C.pageDescription}
        showBack
        actions={
          <ListDataActions
            entity="deals"
            filters={{
              ...common,
              stageId: filters.stageId,
              status: isList ? filters.status : 'open',
              closeMonth: filters.closeMonth,
              closedFrom: filters.closedFrom,
              closedTo: filters.closedTo,
              lostReasonId: filters.lostReasonId,
            }}
          >
            <fieldset className="flex gap-1 rounded-md bg-muted p-1">
              <legend className="sr-only">{C.viewLabel}</legend>
              {viewButton('board', C.board, KanbanSquareIcon)}
              {viewButton('list', C.list, ListIcon)}
            </fieldset>
            {can('deals', 'create') ? (
              <Button onClick={() => setCreating(true)}>
                <PlusIcon aria-hidden="true" />
                {C.newDeal}
              </Button>
            ) : null}
          </ListDataActions>
        }
      />
      <DealFiltersBar filters={filters} update={update} clear={clear} filtered={filtered} />
      {isList ? (
        <>
          {list.data ? (
            <p className="text-muted-foreground text-sm" data-testid="deals-list-total">
              {C.listTotal(list.data.total, formatMoney(list.data.totalAmount))}
            </p>
          ) : null}
          <ListCard
            pending={list.isPending}
            stale={list.isPlaceholderData}
            hasRows={(list.data?.deals.length ?? 0) > 0}
            empty={
              filtered || filters.status !== 'open' ? (
                <EmptyState icon={SearchXIcon} title={C.noMatches} description={C.clearFilters} />
              ) : (
                <EmptyState icon={HandshakeIcon} title={C.noDeals} description={C.noDealsHint} />
              )
            }
          >
            <DealsTable
              deals={list.data?.deals ?? []}
              sort={filters.sort}
              dir={filters.dir}
              onSort={(sort, dir) => update({ sort, dir })}
            />
          </ListCard>
          {list.data ? (
            <Pager
              page={filters.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={(page) => update({ page })}
              showing={C.showing}
              label={C.pagination}
            />
          ) : null}
        </>
      ) : board.data ? (
        <DealsBoard
          board={board.data}
          canMove={can('deals', 'edit')}
          stageListHref={(stageId) => `/deals?view=list&status=open&stageId=${stageId}`}
        />
      ) : board.isPending ? (
        <CenteredSpinner />
      ) : null}
      <DealFormDialog open={creating} onOpenChange={setCreating} />
    </PageContainer>
  );
}
