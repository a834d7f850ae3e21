import { WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { MOBILE_COPY } from '@/modules/mobile/copy';
import { enqueueOps } from '@/modules/warehouse/outbox/outbox';
import { DeliveryChooser, type ReceiptStart } from '@/modules/warehouse/receipt/DeliveryChooser';
import { ReceiptSession } from '@/modules/warehouse/receipt/ReceiptSession';
import { usePhoneWarehouses } from '@/modules/warehouse/receipt/useReceiptSession';

/**
 * /mobile-receipt (Goods Receipt): choose a delivery (or one nobody announced), then receive it by
 * scanning. The receipt being worked on is in the address (`?receipt=…`), so a reload, offline
 * too, comes back to it; its id is made on the phone, so it can be worked on before the server
 * has heard of it.
 */
export function MobileReceiptPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const warehouses = usePhoneWarehouses();
  const receiptId = params.get('receipt');

  const start = async (choice: ReceiptStart) => {
    if (!user) return;
    if (choice.kind === 'order' && choice.order.openReceiptId) {
      setParams({ receipt: choice.order.openReceiptId, order: choice.order.id });
      return;
    }
    const all = warehouses.data?.warehouses ?? [];
    const warehouse = choice.kind === 'order' ? all.find((w) => w.id === choice.order.warehouseId) : all[0];
    const dock =
      warehouse?.locations.find((l) => l.kind === 'dock' && !l.archived) ?? warehouse?.locations[0];
    if (!dock) return;
    const id = crypto.randomUUID();
    await enqueueOps(user.id, [
      {
        opId: crypto.randomUUID(),
        type: 'receipt.start',
        receiptId: id,
        locationId: dock.id,
        ...(choice.kind === 'order'
          ? { purchaseOrderId: choice.order.id }
          : { supplierId: choice.supplier.id, deliveryNote: choice.deliveryNote }),
      },
    ]);
    setParams(
      choice.kind === 'order'
        ? { receipt: id, order: choice.order.id }
        : { receipt: id, supplier: choice.supplier.name },
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-5">
      {receiptId ? (
        <ReceiptSession
          key={receiptId}
          receiptId={receiptId}
          orderId={params.get('order')}
          supplierName={params.get('supplier')}
          onDone={() => setParams({})}
        />
      ) : (
        <>
          <header>
            <h1 className="font-semibold text-xl tracking-tight">{MOBILE_COPY.goodsReceipt}</h1>
            <p className="mt-1 text-muted-foreground text-sm">{MOBILE_COPY.goodsReceiptDescription}</p>
          </header>
          <DeliveryChooser
            // The receipt starts at a dock of the order's warehouse: until the warehouses are read
            // (after an offline reload they come from the phone's copy a moment after the orders),
            // a tap could not start it, so the buttons wait instead of ignoring it.
            canStart={Boolean(user) && warehouses.data !== undefined}
            onStart={(choice) => void start(choice)}
          />
          <p className="sr-only">{WAREHOUSE_PHONE_COPY.receipt.offlineNote}</p>
        </>
      )}
    </div>
  );
}
