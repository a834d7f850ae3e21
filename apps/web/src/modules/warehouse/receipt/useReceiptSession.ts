import {
  discrepanciesOf,
  purchaseOrderListResponseSchema,
  receiptResponseSchema,
  WAREHOUSE_LIST_URL,
  warehouseListResponseSchema,
} from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useOutbox } from '../hooks/useOutbox';
import { usePhoneRead } from '../hooks/usePhoneRead';
import { catalogueProducts } from '../outbox/catalogue-cache';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';
import { baseLines, phoneReceipt } from './receipt-lines';

export const OPEN_ORDERS_PATH = '/api/warehouse/purchase-orders?status=open';

/** The open expected deliveries, kept on the phone for a reload without network. */
export function useOpenOrders() {
  return usePhoneRead(
    warehouseQueryKeys.purchaseOrders('open'),
    OPEN_ORDERS_PATH,
    purchaseOrderListResponseSchema,
  );
}

/** Warehouses and their locations, kept on the phone. */
export function usePhoneWarehouses() {
  return usePhoneRead(
    warehouseQueryKeys.warehouses,
    // Preloaded by the server with the scanner (PAGE_FIRST_REQUESTS): the same URL here.
    WAREHOUSE_LIST_URL,
    warehouseListResponseSchema,
  );
}

/**
 * A receipt as this phone sees it: the server's lines (or the expected delivery's, before the
 * server has heard of it) with the phone's queued scans, edits and completion applied, and the
 * discrepancies that makes.
 */
export function useReceiptSession(receiptId: string, orderId: string | null) {
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  const orders = useOpenOrders();
  const server = usePhoneRead(
    warehouseQueryKeys.receipt(receiptId),
    `/api/warehouse/receipts/${encodeURIComponent(receiptId)}`,
    receiptResponseSchema,
  );
  const products = useQuery({
    queryKey: [...warehouseQueryKeys.all, 'catalogue-products', userId],
    queryFn: () => catalogueProducts(userId),
    enabled: userId !== '',
    networkMode: 'always',
  });
  const outbox = useOutbox();
  const receipt = server.data?.receipt ?? null;
  const order = orderId ? (orders.data?.purchaseOrders.find((o) => o.id === orderId) ?? null) : null;
  const view = phoneReceipt(
    baseLines(receipt, receipt ? null : order),
    // Sent but maybe not in the server's answer yet, then still waiting on the phone.
    [
      ...outbox.recent.filter((r) => r.ackedAt > server.dataUpdatedAt).map((r) => r.op),
      ...outbox.ops.map((queued) => queued.op),
    ],
    receiptId,
    products.data ?? new Map(),
    receipt?.status === 'completed',
  );
  const againstOrder = orderId !== null || receipt?.purchaseOrder != null;
  const discrepancies = discrepanciesOf(
    view.lines.map((line) => ({ ...line, expected: line.expected ?? '0' })),
    againstOrder,
  );
  return {
    ...view,
    discrepancies,
    reference: order?.reference ?? receipt?.purchaseOrder?.reference ?? null,
    supplierName: order?.supplier.name ?? receipt?.supplier?.name ?? null,
    loading: server.isPending && orders.isPending,
  };
}
