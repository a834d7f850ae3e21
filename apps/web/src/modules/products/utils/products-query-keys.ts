/** React Query keys of the products area; invalidating `all` refreshes every products view. */
export const productsQueryKeys = {
  all: ['products'] as const,
  list: (query: { search: string; status: string; page: number }) => ['products', 'list', query] as const,
  picker: (search: string) => ['products', 'picker', search] as const,
};
