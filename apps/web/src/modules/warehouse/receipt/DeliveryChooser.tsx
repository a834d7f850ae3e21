import { type PurchaseOrder, WAREHOUSE_COPY, WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CompanyPicker, type PickedCompany } from '@/modules/companies/components/CompanyPicker';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { FormField } from '@/modules/ui/components/FormField';
import { useOnline } from '../hooks/useOnline';
import { formatDay, localDay } from '../utils/warehouse-format';
import { useOpenOrders } from './useReceiptSession';

const C = WAREHOUSE_PHONE_COPY.receipt;

export type ReceiptStart =
  | { kind: 'order'; order: PurchaseOrder }
  | { kind: 'adHoc'; supplier: PickedCompany; deliveryNote: string | null };

/** The deliveries due today (and late ones), each a big button; or a delivery nobody announced. */
export function DeliveryChooser({
  canStart,
  onStart,
}: {
  canStart: boolean;
  onStart: (start: ReceiptStart) => void;
}) {
  const orders = useOpenOrders();
  const [supplier, setSupplier] = useState<PickedCompany | null>(null);
  // Suppliers are searched on the server: an ad hoc delivery cannot start without the network.
  const online = useOnline();
  const [deliveryNote, setDeliveryNote] = useState('');
  const today = localDay();
  const due = (orders.data?.purchaseOrders ?? [])
    .filter((o) => o.expectedDate <= today)
    .sort((a, b) => a.expectedDate.localeCompare(b.expectedDate) || a.reference.localeCompare(b.reference));
  return (
    <div className="grid gap-5">
      <section aria-labelledby="deliveries-due" className="grid gap-2">
        <h2 id="deliveries-due" className="font-semibold">
          {C.chooseTitle}
        </h2>
        <p className="text-muted-foreground text-sm">{C.chooseDescription}</p>
        {orders.isPending ? <CenteredSpinner /> : null}
        {!orders.isPending && due.length === 0 ? <p className="text-sm">{C.noneDue}</p> : null}
        <ul className="grid gap-2">
          {due.map((order) => (
            <li key={order.id}>
              <button
                type="button"
                data-order={order.reference}
                disabled={!canStart}
                className="flex min-h-16 w-full items-center gap-3 rounded-xl border bg-card p-4 text-left shadow-xs outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
                onClick={() => onStart({ kind: 'order', order })}
              >
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-semibold">{order.reference}</span>
                  <span className="text-muted-foreground text-sm">{order.supplier.name}</span>
                  <span className="text-sm">
                    {WAREHOUSE_COPY.progress(order.receivedTotal, order.expectedTotal)}
                    {order.expectedDate < today ? ` · ${C.dueOn(formatDay(order.expectedDate))}` : ''}
                    {order.openReceiptId ? ` · ${C.continueReceipt}` : ''}
                  </span>
                </span>
                <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ad-hoc" className="grid gap-3 rounded-xl border p-4">
        <h2 id="ad-hoc" className="font-semibold">
          {C.adHocTitle}
        </h2>
        {online ? null : (
          <p
            role="status"
            className="rounded-md border border-amber-400/60 bg-amber-50 p-3 text-amber-950 text-sm"
          >
            {C.adHocOffline}
          </p>
        )}
        <FormField id="ad-hoc-supplier" label={C.supplierLabel}>
          {(props) => (
            <CompanyPicker
              {...props}
              value={supplier}
              onChange={setSupplier}
              allowCreate={false}
              disabled={!online}
            />
          )}
        </FormField>
        <FormField id="ad-hoc-note" label={C.deliveryNoteLabel}>
          {(props) => (
            <Input
              {...props}
              className="h-11"
              value={deliveryNote}
              onChange={(e) => setDeliveryNote(e.target.value)}
            />
          )}
        </FormField>
        <Button
          type="button"
          className="h-12"
          disabled={!supplier || !online || !canStart}
          onClick={() =>
            supplier && onStart({ kind: 'adHoc', supplier, deliveryNote: deliveryNote.trim() || null })
          }
        >
          {C.startAdHoc}
        </Button>
      </section>
    </div>
  );
}
