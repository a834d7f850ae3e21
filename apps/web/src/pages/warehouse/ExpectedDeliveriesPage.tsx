import { WAREHOUSE_COPY as C, PURCHASE_ORDER_STATUSES, purchaseOrderResponseSchema } from '@northdesk/shared';
import { PlusIcon, TruckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { ListCard } from '@/modules/ui/components/ListCard';
import { useUrlListState } from '@/modules/ui/hooks/useUrlListState';
import { DeliveriesTable } from '@/modules/warehouse/components/DeliveriesTable';
import { ExpectDeliveryDialog } from '@/modules/warehouse/components/ExpectDeliveryDialog';
import { usePurchaseOrders } from '@/modules/warehouse/hooks/usePurchaseOrders';
import { useWarehouseAction } from '@/modules/warehouse/hooks/useWarehouseAction';

const STATUSES = [...PURCHASE_ORDER_STATUSES, 'all'] as const;
const statusLabel = (status: string) =>
  status === 'all' ? C.allStatuses : (C.orderStatuses[status as keyof typeof C.orderStatuses] ?? status);

/** /warehouse/deliveries: expected deliveries with their progress; expect one, cancel one. */
export function ExpectedDeliveriesPage() {
  const { state, update } = useUrlListState('open');
  const orders = usePurchaseOrders(state.status);
  const cancel = useWarehouseAction({ schema: purchaseOrderResponseSchema, success: C.saved });
  const { can } = useSectionAccess();
  const [adding, setAdding] = useState(false);
  const list = orders.data?.purchaseOrders ?? [];
  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title={C.deliveriesTitle}
        description={C.deliveriesDescription}
        actions={
          can('inventory', 'create') ? (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              {C.expectDelivery}
            </Button>
          ) : null
        }
      />
      <Select value={state.status} onValueChange={(status) => update({ status })}>
        <SelectTrigger aria-label={`${C.statusFilter}: ${statusLabel(state.status)}`} className="sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {statusLabel(status)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <ListCard
        pending={orders.isPending}
        stale={false}
        hasRows={list.length > 0}
        empty={
          <EmptyState icon={TruckIcon} title={C.noDeliveriesTitle} description={C.noDeliveriesDescription} />
        }
      >
        <DeliveriesTable
          orders={list}
          canCancel={can('inventory', 'delete')}
          onCancel={(order) => cancel.mutate({ path: `/api/warehouse/purchase-orders/${order.id}/cancel` })}
        />
      </ListCard>
      <ExpectDeliveryDialog open={adding} onOpenChange={setAdding} />
    </PageContainer>
  );
}
