import { WAREHOUSE_COPY as C, type StockMove } from '@northdesk/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatWhen } from '../utils/warehouse-format';

/** The stock ledger: when, what, from where to where, how many, why and who. */
export function MovesTable({ moves }: { moves: StockMove[] }) {
  return (
    <Table focusWhenScrolling>
      <TableHeader>
        <TableRow>
          <TableHead>{C.columnWhen}</TableHead>
          <TableHead>{C.columnProduct}</TableHead>
          <TableHead>{C.columnFromTo}</TableHead>
          <TableHead className="text-right">{C.columnQuantity}</TableHead>
          <TableHead>{C.columnMoveReason}</TableHead>
          <TableHead>{C.columnBy}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {moves.map((move) => (
          <TableRow key={move.id} data-move-reason={move.reason}>
            <TableCell className="whitespace-nowrap">{formatWhen(move.createdAt)}</TableCell>
            <TableCell>
              <span className="block max-w-64 truncate font-medium" title={move.product.name}>
                {move.product.name}
              </span>
              <span className="font-mono text-muted-foreground text-xs">{move.product.sku}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {move.from?.code ?? C.outside} → {move.to?.code ?? C.outside}
            </TableCell>
            <TableCell className="text-right tabular-nums">{move.quantity}</TableCell>
            <TableCell>
              {C.moveReasons[move.reason]}
              {move.reference ? (
                <span className="block text-muted-foreground text-xs">{move.reference}</span>
              ) : null}
            </TableCell>
            <TableCell>{move.userName ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
