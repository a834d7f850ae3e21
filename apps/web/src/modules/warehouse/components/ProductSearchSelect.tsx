import { WAREHOUSE_COPY as C, productListResponseSchema } from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { productsQueryKeys } from '@/modules/products/utils/products-query-keys';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';

export type PickedProduct = { id: string; sku: string; name: string };

interface ProductSearchSelectProps {
  id: string;
  value: PickedProduct | null;
  onChange: (product: PickedProduct) => void;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

/** A search box over the active catalogue with the matches as a list of radio-like buttons. */
export function ProductSearchSelect({ id, value, onChange, ...aria }: ProductSearchSelectProps) {
  const [search, setSearch] = useState('');
  const { value: debounced } = useDebouncedValue(search.trim(), 250);
  const listId = useId();
  const products = useQuery({
    queryKey: productsQueryKeys.picker(debounced),
    queryFn: ({ signal }) =>
      apiFetch(`/api/products?status=active&pageSize=8&search=${encodeURIComponent(debounced)}`, {
        schema: productListResponseSchema,
        signal,
      }),
  });
  const rows = products.data?.products ?? [];
  return (
    <div className="grid gap-2">
      <Input
        id={id}
        {...aria}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={C.searchProducts}
        aria-controls={listId}
      />
      <ul id={listId} aria-label={C.searchProducts} className="grid max-h-56 gap-0.5 overflow-y-auto">
        {rows.length === 0 && !products.isFetching ? (
          <li className="px-2 py-1 text-muted-foreground text-sm">{C.noProductsFound}</li>
        ) : null}
        {rows.map((product) => (
          <li key={product.id}>
            <button
              type="button"
              aria-pressed={value?.id === product.id}
              className={cn(
                'flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
                value?.id === product.id && 'bg-accent font-medium',
              )}
              onClick={() => onChange({ id: product.id, sku: product.sku, name: product.name })}
            >
              <span className="min-w-0 flex-1 truncate">{product.name}</span>
              <span className="font-mono text-muted-foreground text-xs">{product.sku}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
