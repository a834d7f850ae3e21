import { WAREHOUSE_COPY as C, type StockProduct } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** Products with what is on hand in total and in each location. */
export function StockTable({ items }: { items: StockProduct[] }) {
  return (
    <Table focusWhenScrolling>
      <TableHeader>
        <TableRow>
          <TableHead>{C.columnSku}</TableHead>
          <TableHead>{C.columnProduct}</TableHead>
          <TableHead className="text-right">{C.columnOnHand}</TableHead>
          <TableHead>{C.columnWhere}</TableHead>
          <TableHead>{C.columnBarcodes}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.product.id} data-stock-sku={item.product.sku}>
            <TableCell className="font-mono text-xs">{item.product.sku}</TableCell>
            <TableCell className="font-medium">{item.product.name}</TableCell>
            <TableCell className="text-right tabular-nums" data-on-hand>
              {item.onHand} <span className="text-muted-foreground text-xs">{item.product.unit}</span>
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                {item.lines.map((line) => (
                  <Badge key={line.location.id} variant="outline" className="tabular-nums">
                    {line.location.code}: {line.quantity}
                  </Badge>
                ))}
              </div>
            </TableCell>
            <TableCell className="font-mono text-muted-foreground text-xs">
              {item.barcodes.map((b) => b.code).join(', ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
