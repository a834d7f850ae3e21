import { WAREHOUSE_COPY as C } from '@northdesk/shared';
import { BoxesIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { ListCard } from '@/modules/ui/components/ListCard';
import { Pager } from '@/modules/ui/components/Pager';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';
import { useUrlListState } from '@/modules/ui/hooks/useUrlListState';
import { StockTable } from '@/modules/warehouse/components/StockTable';
import { useStockList } from '@/modules/warehouse/hooks/useStockList';

/** /warehouse/stock: products with their stock per location. */
export function WarehouseStockPage() {
  const { state, update } = useUrlListState('all');
  const [typed, setTyped] = useState(state.search);
  const { value: search } = useDebouncedValue(typed, 300);
  const stock = useStockList({ search: state.search, page: state.page });
  useEffect(() => {
    if (search !== state.search) update({ search });
  }, [search, state.search, update]);
  const data = stock.data;
  return (
    <PageContainer className="max-w-7xl">
      <PageHeader title={C.stockTitle} description={C.stockDescription} />
      <div className="relative">
        <SearchIcon
          className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={C.searchStock}
          aria-label={C.searchStock}
          className="pl-9"
          type="search"
        />
      </div>
      <ListCard
        pending={stock.isPending}
        stale={stock.isPlaceholderData}
        hasRows={(data?.items.length ?? 0) > 0}
        empty={
          state.search ? (
            <EmptyState icon={SearchXIcon} title={C.noMatches} description={C.noStockDescription} />
          ) : (
            <EmptyState icon={BoxesIcon} title={C.noStockTitle} description={C.noStockDescription} />
          )
        }
      >
        <StockTable items={data?.items ?? []} />
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
