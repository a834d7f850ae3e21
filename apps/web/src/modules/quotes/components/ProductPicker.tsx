import { QUOTES_COPY as C, formatMoney, type Product, productListResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { PackagePlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { apiFetch } from '@/lib/api-client';
import { productsQueryKeys } from '@/modules/products/utils/products-query-keys';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';

/** "Add product": search the active catalogue (SKU, name, barcode) and pick one; its RSP is shown. */
export function ProductPicker({ onPick }: { onPick: (product: Product) => void }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { value: debounced } = useDebouncedValue(search.trim(), 250);
  const listId = useId();
  const products = useQuery({
    queryKey: productsQueryKeys.picker(debounced),
    queryFn: ({ signal }) =>
      apiFetch(`/api/products?status=active&pageSize=20&search=${encodeURIComponent(debounced)}`, {
        schema: productListResponseSchema,
        signal,
      }),
    enabled: open,
  });
  const rows = products.data?.products ?? [];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-haspopup="dialog" aria-expanded={open}>
          <PackagePlusIcon aria-hidden="true" />
          {C.addProductLine}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-96 p-2" align="start">
        <Input
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={C.searchProducts}
          aria-label={C.searchProducts}
          aria-controls={listId}
          autoFocus
        />
        <div className="mt-2 max-h-72 overflow-y-auto">
          {products.isFetching && rows.length === 0 ? (
            <div className="flex justify-center py-3">
              <Spinner size="sm" />
            </div>
          ) : null}
          {!products.isFetching && rows.length === 0 ? (
            <p className="px-2 py-3 text-muted-foreground text-sm">{C.noProductsFound}</p>
          ) : null}
          <ul id={listId} aria-label={C.searchProducts} className="grid gap-0.5">
            {rows.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  className="flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                  onClick={() => {
                    onPick(product);
                    setOpen(false);
                    setSearch('');
                  }}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">{product.name}</span>
                    <span className="block truncate font-mono text-muted-foreground text-xs">
                      {product.sku}
                    </span>
                  </span>
                  <span className="tabular-nums">{formatMoney(product.rsp)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </PopoverContent>
    </Popover>
  );
}
