import { PRODUCTS_COPY, type Product, type ProductInput, productResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { productsQueryKeys } from '../utils/products-query-keys';

/** Adds a product, or changes one when `productId` is given. */
export function useSaveProduct(productId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProductInput): Promise<Product> => {
      const path = productId ? `/api/products/${encodeURIComponent(productId)}` : '/api/products';
      const response = await apiFetch(path, {
        method: productId ? 'PATCH' : 'POST',
        body: values,
        schema: productResponseSchema,
      });
      return response.product;
    },
    onSuccess: async () => {
      toast.success(productId ? PRODUCTS_COPY.updated : PRODUCTS_COPY.created);
      await queryClient.invalidateQueries({ queryKey: productsQueryKeys.all });
    },
    onError: (error) => {
      const message = errorMessageOf(error, '');
      toast.error(PRODUCTS_COPY.saveFailed, message ? { description: message } : undefined);
    },
  });
}

/** Archives or restores a product. */
export function useArchiveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, archive }: { product: Product; archive: boolean }) =>
      apiFetch(`/api/products/${encodeURIComponent(product.id)}/${archive ? 'archive' : 'restore'}`, {
        method: 'POST',
        schema: productResponseSchema,
      }),
    onSuccess: async (_data, { archive }) => {
      toast.success(archive ? PRODUCTS_COPY.archived : PRODUCTS_COPY.restored);
      await queryClient.invalidateQueries({ queryKey: productsQueryKeys.all });
    },
    onError: (error) =>
      toast.error(PRODUCTS_COPY.archiveFailed, { description: errorMessageOf(error, '') || undefined }),
  });
}
