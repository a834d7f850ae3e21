import {
  PRODUCTS_COPY as C,
  PRODUCT_STATUSES,
  type Product,
  type ProductStatusFilter,
} from '@northdesk/shared';
import { PackageIcon, PlusIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { ListDataActions } from '@/modules/imports/components/ListDataActions';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { ProductFormDialog } from '@/modules/products/components/ProductFormDialog';
import { ProductsTable } from '@/modules/products/components/ProductsTable';
import { useProducts } from '@/modules/products/hooks/useProducts';
import { useArchiveProduct } from '@/modules/products/hooks/useSaveProduct';
import { ListCard } from '@/modules/ui/components/ListCard';
import { Pager } from '@/modules/ui/components/Pager';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';
import { useUrlListState } from '@/modules/ui/hooks/useUrlListState';

const isStatus = (value: string): value is ProductStatusFilter =>
  (PRODUCT_STATUSES as readonly string[]).includes(value);

/** /products: the catalogue with search, active/archived filter, add, edit, archive and RSPs. */
export function ProductsPage() {
  const { state, update } = useUrlListState('active');
  const status = isStatus(state.status) ? state.status : 'active';
  const [typed, setTyped] = useState(state.search);
  const { value: search } = useDebouncedValue(typed, 300);
  const products = useProducts({ search: state.search, status, page: state.page });
  const archive = useArchiveProduct();
  const { can } = useSectionAccess();
  const [editing, setEditing] = useState<Product | null>(null);
  const [adding, setAdding] = useState(false);
  const data = products.data;

  useEffect(() => {
    if (search !== state.search) update({ search });
  }, [search, state.search, update]);

  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title={C.title}
        description={C.description}
        showBack
        actions={
          <ListDataActions entity="products" filters={{ search: state.search, status }}>
            {can('products', 'create') ? (
              <Button onClick={() => setAdding(true)}>
                <PlusIcon aria-hidden="true" />
                {C.addProduct}
              </Button>
            ) : null}
          </ListDataActions>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <SearchIcon
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={C.searchPlaceholder}
            aria-label={C.searchLabel}
            className="pl-9"
            type="search"
          />
        </div>
        <Select value={status} onValueChange={(next) => update({ status: next })}>
          <SelectTrigger aria-label={`${C.statusLabel}: ${C.statusOptions[status]}`} className="sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PRODUCT_STATUSES.map((option) => (
              <SelectItem key={option} value={option}>
                {C.statusOptions[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <p className="text-muted-foreground text-sm">
        {data?.roundRspToWholeNumbers ? C.rspRoundedHint : C.rspHint}
      </p>
      <ListCard
        pending={products.isPending}
        stale={products.isPlaceholderData}
        hasRows={(data?.products.length ?? 0) > 0}
        empty={
          state.search || status !== 'active' ? (
            <EmptyState icon={SearchXIcon} title={C.noMatchesTitle} description={C.noMatchesDescription} />
          ) : (
            <EmptyState icon={PackageIcon} title={C.emptyTitle} description={C.emptyDescription} />
          )
        }
      >
        <ProductsTable
          products={data?.products ?? []}
          canEdit={can('products', 'edit')}
          canArchive={can('products', 'delete')}
          onEdit={setEditing}
          onArchive={(product, archived) => archive.mutate({ product, archive: archived })}
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
      <ProductFormDialog
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        product={editing}
        roundRsp={data?.roundRspToWholeNumbers ?? false}
      />
    </PageContainer>
  );
}
