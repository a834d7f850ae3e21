import { WAREHOUSE_COPY as C, type Receipt } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatWhen } from '../utils/warehouse-format';
import { PhotoGallery } from './PhotoGallery';

/** A receipt's lines (expected, received, damaged), its discrepancies and its photos. */
export function ReceiptDetail({ receipt }: { receipt: Receipt }) {
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        {C.startedBy(receipt.startedByName ?? '—', formatWhen(receipt.createdAt))}
        {receipt.completedAt
          ? ` · ${C.completedBy(receipt.completedByName ?? '—', formatWhen(receipt.completedAt))}`
          : null}{' '}
        <Badge variant={receipt.status === 'open' ? 'default' : 'secondary'}>
          {C.receiptStatuses[receipt.status]}
        </Badge>
      </p>
      <Card className="py-0">
        <CardHeader className="pt-4">
          <CardTitle>
            <h2>{C.linesTitle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="p-0">
          <Table focusWhenScrolling>
            <TableHeader>
              <TableRow>
                <TableHead>{C.columnProduct}</TableHead>
                <TableHead className="text-right">{C.columnExpectedQty}</TableHead>
                <TableHead className="text-right">{C.columnReceived}</TableHead>
                <TableHead className="text-right">{C.columnDamaged}</TableHead>
                <TableHead>{C.columnReason}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {receipt.lines.map((line) => (
                <TableRow key={line.id} data-line-sku={line.product.sku}>
                  <TableCell>
                    <span className="block font-medium">{line.product.name}</span>
                    <span className="font-mono text-muted-foreground text-xs">{line.product.sku}</span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{line.expected}</TableCell>
                  <TableCell className="text-right tabular-nums">{line.received}</TableCell>
                  <TableCell className="text-right tabular-nums">{line.damaged}</TableCell>
                  <TableCell>{line.discrepancyReason ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <section aria-labelledby="receipt-discrepancies" className="grid gap-2">
        <h2 id="receipt-discrepancies" className="font-semibold">
          {C.discrepanciesTitle}
        </h2>
        {receipt.discrepancies.length === 0 ? (
          <p className="text-muted-foreground text-sm">{C.noDiscrepancies}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {receipt.discrepancies.map((d) => (
              <li key={`${d.product.id}-${d.kind}`} data-discrepancy={d.kind}>
                <Badge variant={d.kind === 'damaged' ? 'destructive' : 'outline'}>
                  {C.discrepancyKinds[d.kind]}
                </Badge>{' '}
                {d.product.name}: {d.quantity}
                {d.reason ? ` (${d.reason})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="receipt-photos" className="grid gap-2">
        <h2 id="receipt-photos" className="font-semibold">
          {C.photosTitle}
        </h2>
        <PhotoGallery photos={receipt.photos} />
      </section>
    </div>
  );
}
