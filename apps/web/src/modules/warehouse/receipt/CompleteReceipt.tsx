import { type Discrepancy, WAREHOUSE_COPY, WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const C = WAREHOUSE_PHONE_COPY.receipt;

function DiscrepancyList({ discrepancies }: { discrepancies: Discrepancy[] }) {
  if (discrepancies.length === 0) return <p className="text-sm">{C.noDiscrepancies}</p>;
  return (
    <ul className="grid gap-1 text-sm" aria-label={C.discrepanciesTitle}>
      {discrepancies.map((d) => (
        <li key={`${d.product.id}-${d.kind}`} data-discrepancy={d.kind}>
          {C.discrepancy(
            WAREHOUSE_COPY.discrepancyKinds[d.kind],
            d.product.name || d.product.sku,
            d.quantity,
          )}
          {d.reason ? ` · ${d.reason}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * Complete: first the discrepancies the receipt will report, then the completion itself (an op of
 * the outbox); once completed, what was reported and the way to the next delivery.
 */
export function CompleteReceipt({
  completed,
  discrepancies,
  onComplete,
  onDone,
}: {
  completed: boolean;
  discrepancies: Discrepancy[];
  onComplete: () => Promise<void>;
  onDone: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  if (completed)
    return (
      <section aria-labelledby="receipt-done" className="grid gap-3 rounded-lg border border-emerald-300 p-4">
        <h2 id="receipt-done" className="flex items-center gap-2 font-semibold">
          <CircleCheckIcon className="size-5 text-emerald-700" aria-hidden="true" />
          {C.completed}
        </h2>
        <p className="text-muted-foreground text-sm">{C.completedNote}</p>
        <h3 className="font-medium text-sm">{C.discrepanciesTitle}</h3>
        <DiscrepancyList discrepancies={discrepancies} />
        <Button type="button" className="h-12" onClick={onDone}>
          {C.another}
        </Button>
      </section>
    );
  if (!confirming)
    return (
      <Button type="button" className="h-12" onClick={() => setConfirming(true)}>
        {C.complete}
      </Button>
    );
  return (
    <section aria-labelledby="receipt-confirm" className="grid gap-3 rounded-lg border p-4">
      <h2 id="receipt-confirm" className="font-semibold">
        {C.completeTitle}
      </h2>
      <p className="text-muted-foreground text-sm">{C.completeDescription}</p>
      <h3 className="font-medium text-sm">{C.discrepanciesTitle}</h3>
      <DiscrepancyList discrepancies={discrepancies} />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" className="h-12" onClick={() => setConfirming(false)}>
          {WAREHOUSE_COPY.cancel}
        </Button>
        <Button
          type="button"
          className="h-12"
          disabled={sending}
          onClick={() => {
            setSending(true);
            void onComplete().finally(() => setSending(false));
          }}
        >
          {C.complete}
        </Button>
      </div>
    </section>
  );
}
