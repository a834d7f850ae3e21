import { PRODUCTS_COPY, type ProductStatusFilter, productListResponseSchema } from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { productsQueryKeys } from '../utils/products-query-keys';

/** One page of the catalogue; the previous page stays on screen while the next loads. */
export function useProducts(query: { search: string; status: ProductStatusFilter; page: number }) {
  return useQuery({
    queryKey: productsQueryKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), status: query.status });
      if (query.search.trim()) params.set('search', query.search.trim());
      return apiFetch(`/api/products?${params}`, { schema: productListResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
    meta: { errorToast: PRODUCTS_COPY.loadFailed },
  });
}
