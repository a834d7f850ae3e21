/** React Query keys of the warehouse; invalidating `all` refreshes every warehouse view. */
export const warehouseQueryKeys = {
  all: ['warehouse'] as const,
  stock: (query: { search: string; page: number }) => ['warehouse', 'stock', query] as const,
  warehouses: ['warehouse', 'warehouses'] as const,
  moves: (query: { reason: string; page: number }) => ['warehouse', 'moves', query] as const,
  purchaseOrders: (status: string) => ['warehouse', 'purchase-orders', status] as const,
  receipts: (query: { status: string; page: number }) => ['warehouse', 'receipts', query] as const,
  receipt: (id: string) => ['warehouse', 'receipt', id] as const,
  unknownItems: (status: string) => ['warehouse', 'unknown-items', status] as const,
  flagged: ['warehouse', 'flagged'] as const,
};
