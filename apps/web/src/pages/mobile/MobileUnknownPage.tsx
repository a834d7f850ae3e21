import { unknownItemListResponseSchema, WAREHOUSE_COPY, WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { MOBILE_COPY } from '@/modules/mobile/copy';
import { UnknownGoodsForm } from '@/modules/warehouse/components/UnknownGoodsForm';
import { useOutbox } from '@/modules/warehouse/hooks/useOutbox';
import { usePhoneRead } from '@/modules/warehouse/hooks/usePhoneRead';
import { usePhoneWarehouses } from '@/modules/warehouse/receipt/useReceiptSession';
import { warehouseQueryKeys } from '@/modules/warehouse/utils/warehouse-query-keys';

const C = WAREHOUSE_PHONE_COPY.unknown;

/** /mobile-unknown (Unknown Goods): report goods nobody can identify; see what waits for the office. */
export function MobileUnknownPage() {
  const warehouses = usePhoneWarehouses();
  const open = usePhoneRead(
    warehouseQueryKeys.unknownItems('open'),
    '/api/warehouse/unknown-items?status=open',
    unknownItemListResponseSchema,
  );
  const outbox = useOutbox();
  const queued = outbox.ops.flatMap(({ op }) => (op.type === 'unknown.create' ? [op] : []));
  const known = new Set((open.data?.items ?? []).map((i) => i.id));
  const items = [
    ...queued
      .filter((op) => !known.has(op.unknownItemId))
      .map((op) => ({
        id: op.unknownItemId,
        description: op.description,
        quantity: op.quantity,
        code: op.rawCode ?? null,
        waiting: true,
      })),
    ...(open.data?.items ?? []).map((i) => ({
      id: i.id,
      description: i.description,
      quantity: i.quantity,
      code: i.rawCode,
      waiting: false,
    })),
  ];
  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 px-4 py-5">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{MOBILE_COPY.unknownGoods}</h1>
        <p className="mt-1 text-muted-foreground text-sm">{MOBILE_COPY.unknownGoodsDescription}</p>
      </header>
      <UnknownGoodsForm locations={(warehouses.data?.warehouses ?? []).flatMap((w) => w.locations)} />
      <section aria-labelledby="unknown-open" className="grid gap-2">
        <h2 id="unknown-open" className="font-semibold">
          {C.openTitle}
        </h2>
        {items.length === 0 ? <p className="text-muted-foreground text-sm">{C.noneOpen}</p> : null}
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg border p-3 text-sm" data-unknown-item={item.description}>
              <p className="font-medium">{item.description}</p>
              <p className="text-muted-foreground">
                {item.quantity} · {item.code ? WAREHOUSE_COPY.rawCode(item.code) : WAREHOUSE_COPY.noCode}
                {item.waiting ? ` · ${WAREHOUSE_PHONE_COPY.photos.waiting}` : ''}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
