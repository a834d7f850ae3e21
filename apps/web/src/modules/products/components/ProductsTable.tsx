import { PRODUCTS_COPY as C, formatMoney, type Product, VAT_CODE_LABELS } from '@northdesk/shared';
import { ArchiveIcon, ArchiveRestoreIcon, PencilIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

interface ProductsTableProps {
  products: Product[];
  canEdit: boolean;
  canArchive: boolean;
  onEdit: (product: Product) => void;
  onArchive: (product: Product, archive: boolean) => void;
}

/** The catalogue: SKU, product, unit, cost, list price, RSP, VAT, margin, barcodes, actions. */
export function ProductsTable({ products, canEdit, canArchive, onEdit, onArchive }: ProductsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{C.columnSku}</TableHead>
          <TableHead>{C.columnName}</TableHead>
          <TableHead>{C.columnUnit}</TableHead>
          <TableHead className="text-right">{C.columnCost}</TableHead>
          <TableHead className="text-right">{C.columnListPrice}</TableHead>
          <TableHead className="text-right">{C.columnRsp}</TableHead>
          <TableHead>{C.columnVat}</TableHead>
          <TableHead className="text-right">{C.columnMargin}</TableHead>
          <TableHead className="text-right">{C.columnBarcodes}</TableHead>
          {canEdit || canArchive ? <TableHead className="text-right">{C.columnActions}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id} data-product-id={product.id} data-product-sku={product.sku}>
            <TableCell className="font-mono text-xs">{product.sku}</TableCell>
            <TableCell>
              <span className="block font-medium">{product.name}</span>
              {product.description ? (
                <span className="line-clamp-1 block text-muted-foreground text-xs">
                  {product.description}
                </span>
              ) : null}
              {product.archived ? <Badge variant="secondary">{C.archivedBadge}</Badge> : null}
            </TableCell>
            <TableCell>{product.unit}</TableCell>
            <TableCell className="text-right tabular-nums">
              {product.costPrice ? formatMoney(product.costPrice) : '—'}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(product.listPrice)}</TableCell>
            <TableCell className="text-right font-medium tabular-nums" data-testid="product-rsp">
              {formatMoney(product.rsp)}
            </TableCell>
            <TableCell className="whitespace-nowrap">{VAT_CODE_LABELS[product.vatCode]}</TableCell>
            <TableCell className="text-right tabular-nums">
              {product.marginPercent !== null ? `${product.marginPercent}%` : '—'}
            </TableCell>
            <TableCell className="text-right tabular-nums">{product.barcodes.length}</TableCell>
            {canEdit || canArchive ? (
              <TableCell>
                <div className="flex justify-end gap-1">
                  {canEdit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={C.editProduct(product.name)}
                      onClick={() => onEdit(product)}
                    >
                      <PencilIcon aria-hidden="true" />
                    </Button>
                  ) : null}
                  {canArchive ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={
                        product.archived ? C.restoreProduct(product.name) : C.archiveProduct(product.name)
                      }
                      onClick={() => onArchive(product, !product.archived)}
                    >
                      {product.archived ? (
                        <ArchiveRestoreIcon aria-hidden="true" />
                      ) : (
                        <ArchiveIcon aria-hidden="true" />
                      )}
                    </Button>
                  ) : null}
                </div>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
