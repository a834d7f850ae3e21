import { WAREHOUSE_COPY as C, MOVE_REASONS } from '@northdesk/shared';
import { ArrowLeftRightIcon } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { ListCard } from '@/modules/ui/components/ListCard';
import { Pager } from '@/modules/ui/components/Pager';
import { useUrlListState } from '@/modules/ui/hooks/useUrlListState';
import { MovesTable } from '@/modules/warehouse/components/MovesTable';
import { useStockMoves } from '@/modules/warehouse/hooks/useStockMoves';

const ALL = 'all';
const reasonLabel = (reason: string) =>
  reason === ALL ? C.allReasons : (C.moveReasons[reason as keyof typeof C.moveReasons] ?? reason);

/** /warehouse/moves: the stock ledger, newest first, by reason. */
export function StockMovesPage() {
  const { state, update } = useUrlListState(ALL);
  const moves = useStockMoves({ reason: state.status === ALL ? '' : state.status, page: state.page });
  const data = moves.data;
  return (
    <PageContainer className="max-w-7xl">
      <PageHeader title={C.movesTitle} description={C.movesDescription} />
      <Select value={state.status} onValueChange={(status) => update({ status })}>
        <SelectTrigger aria-label={`${C.reasonFilter}: ${reasonLabel(state.status)}`} className="sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {[ALL, ...MOVE_REASONS].map((reason) => (
            <SelectItem key={reason} value={reason}>
              {reasonLabel(reason)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <ListCard
        pending={moves.isPending}
        stale={moves.isPlaceholderData}
        hasRows={(data?.moves.length ?? 0) > 0}
        empty={
          <EmptyState icon={ArrowLeftRightIcon} title={C.noMovesTitle} description={C.noMovesDescription} />
        }
      >
        <MovesTable moves={data?.moves ?? []} />
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
    </PageContainer>
  );
}
