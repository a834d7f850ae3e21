import { WAREHOUSE_COPY as C, type Location, type StockProduct } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { StockActionForm } from './StockActionForm';

/** The scanned product: SKU, name, on hand per location, and the Count and Move actions. */
export function ProductStockCard({
  item,
  locations,
  destination,
}: {
  item: StockProduct;
  locations: Location[];
  /** A location label scanned while this product is shown: move the product there. */
  destination?: Location;
}) {
  const [action, setAction] = useState<'count' | 'move' | null>(null);
  const destinationId = destination?.id;
  useEffect(() => {
    if (destinationId) setAction('move');
  }, [destinationId]);
  return (
    <Card className="py-4" role="region" aria-labelledby="scanned-product">
      <CardContent className="grid gap-3 px-4">
        <div>
          <h2 id="scanned-product" className="font-semibold text-lg">
            {item.product.name}
          </h2>
          <p className="font-mono text-muted-foreground text-sm">{item.product.sku}</p>
        </div>
        <section aria-labelledby="on-hand-title" className="grid gap-1">
          <h3 id="on-hand-title" className="font-medium text-sm">
            {C.phone.onHandTitle}: <span data-total-on-hand>{item.onHand}</span> {item.product.unit}
          </h3>
          {item.lines.length === 0 ? (
            <p className="text-muted-foreground text-sm">{C.phone.nowhere}</p>
          ) : null}
          <ul className="grid gap-1">
            {item.lines.map((line) => (
              <li
                key={line.location.id}
                className="flex justify-between rounded-md bg-muted px-3 py-2 text-sm"
                data-stock-at={line.location.code}
              >
                <span>
                  {line.location.code} · {line.location.name}
                </span>
                <span className="font-medium tabular-nums">{line.quantity}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant={action === 'count' ? 'default' : 'outline'}
            className="h-11"
            aria-pressed={action === 'count'}
            onClick={() => setAction(action === 'count' ? null : 'count')}
          >
            {C.phone.count}
          </Button>
          <Button
            variant={action === 'move' ? 'default' : 'outline'}
            className="h-11"
            aria-pressed={action === 'move'}
            onClick={() => setAction(action === 'move' ? null : 'move')}
          >
            {C.phone.move}
          </Button>
        </div>
        {action ? (
          <StockActionForm
            key={action}
            kind={action}
            item={item}
            locations={locations}
            destinationId={destinationId}
            onDone={() => setAction(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
