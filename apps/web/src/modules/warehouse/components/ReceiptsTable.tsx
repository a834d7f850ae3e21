import { WAREHOUSE_COPY as C, type Receipt } from '@northdesk/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatWhen } from '../utils/warehouse-format';

export const receiptName = (receipt: Receipt) =>
  receipt.purchaseOrder?.reference ??
  receipt.deliveryNote ??
  `${C.adHoc} · ${receipt.supplier?.name ?? ''}`.trim();

/** Goods receipts: against which delivery, from whom, when, how many lines and discrepancies. */
export function ReceiptsTable({ receipts }: { receipts: Receipt[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{C.columnReceipt}</TableHead>
          <TableHead>{C.columnSupplier}</TableHead>
          <TableHead>{C.columnStarted}</TableHead>
          <TableHead className="text-right">{C.columnLines}</TableHead>
          <TableHead className="text-right">{C.columnDiscrepancies}</TableHead>
          <TableHead>{C.columnStatus}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {receipts.map((receipt) => (
          <TableRow key={receipt.id} data-receipt={receiptName(receipt)}>
            <TableCell className="font-medium">
              <Link className="underline-offset-4 hover:underline" to={`/warehouse/receipts/${receipt.id}`}>
                {receiptName(receipt)}
              </Link>
            </TableCell>
            <TableCell>{receipt.supplier?.name ?? '—'}</TableCell>
            <TableCell className="whitespace-nowrap">{formatWhen(receipt.createdAt)}</TableCell>
            <TableCell className="text-right tabular-nums">{receipt.lines.length}</TableCell>
            <TableCell className="text-right tabular-nums">{receipt.discrepancies.length}</TableCell>
            <TableCell>
              <Badge variant={receipt.status === 'open' ? 'default' : 'secondary'}>
                {C.receiptStatuses[receipt.status]}
              </Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
