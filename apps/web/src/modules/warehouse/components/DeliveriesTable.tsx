import { WAREHOUSE_COPY as C, type PurchaseOrder } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDay } from '../utils/warehouse-format';

interface DeliveriesTableProps {
  orders: PurchaseOrder[];
  canCancel: boolean;
  onCancel: (order: PurchaseOrder) => void;
}

/** Expected deliveries with what has come of each line. */
export function DeliveriesTable({ orders, canCancel, onCancel }: DeliveriesTableProps) {
  return (
    <Table focusWhenScrolling>
      <TableHeader>
        <TableRow>
          <TableHead>{C.columnReference}</TableHead>
          <TableHead>{C.columnSupplier}</TableHead>
          <TableHead>{C.columnExpected}</TableHead>
          <TableHead>{C.columnProduct}</TableHead>
          <TableHead className="text-right">{C.columnProgress}</TableHead>
          <TableHead>{C.columnStatus}</TableHead>
          {canCancel ? <TableHead className="text-right">{C.columnActions}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id} data-order-reference={order.reference}>
            <TableCell className="font-medium">{order.reference}</TableCell>
            <TableCell>{order.supplier.name}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDay(order.expectedDate)}</TableCell>
            <TableCell>
              <ul className="grid gap-0.5 text-sm">
                {order.lines.map((line) => (
                  <li key={line.id}>
                    {line.product.name}{' '}
                    <span className="text-muted-foreground tabular-nums">
                      {C.progress(line.received, line.quantity)}
                    </span>
                  </li>
                ))}
              </ul>
            </TableCell>
            <TableCell className="text-right tabular-nums" data-progress>
              {C.progress(order.receivedTotal, order.expectedTotal)}
            </TableCell>
            <TableCell>
              <Badge variant={order.status === 'open' ? 'default' : 'secondary'}>
                {C.orderStatuses[order.status]}
              </Badge>
            </TableCell>
            {canCancel ? (
              <TableCell className="text-right">
                {order.status === 'open' ? (
                  <Button variant="ghost" size="sm" onClick={() => onCancel(order)}>
                    {C.cancelDelivery}
                  </Button>
                ) : null}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
