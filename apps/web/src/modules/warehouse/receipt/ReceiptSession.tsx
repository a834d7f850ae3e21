import { WAREHOUSE_COPY, WAREHOUSE_PHONE_COPY, type WarehouseOp } from '@northdesk/shared';
import { useState } from 'react';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { ScanEntry } from '../components/ScanEntry';
import { lookupScan } from '../outbox/catalogue-cache';
import { enqueueOps } from '../outbox/outbox';
import { queuePhotos } from '../outbox/queue-photos';
import { CompleteReceipt } from './CompleteReceipt';
import { type LineChange, ReceiptLineItem } from './ReceiptLineItem';
import { useReceiptSession } from './useReceiptSession';

const C = WAREHOUSE_PHONE_COPY.receipt;
/** An op before its id is given (each variant of the union). */
type Draft = WarehouseOp extends infer T ? (T extends WarehouseOp ? Omit<T, 'opId'> : never) : never;

/**
 * Receiving one delivery: every scan (camera, handheld scanner or typed) adds one, or a case
 * label's pack quantity; lines show expected against received; − / + / edit / damaged per line;
 * then Complete. Every change is an op of the phone's outbox, so it works without network.
 */
export function ReceiptSession({
  receiptId,
  orderId,
  supplierName,
  onDone,
}: {
  receiptId: string;
  orderId: string | null;
  supplierName: string | null;
  onDone: () => void;
}) {
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  const session = useReceiptSession(receiptId, orderId);
  const [message, setMessage] = useState('');
  const send = (ops: Draft[]) =>
    enqueueOps(
      userId,
      ops.map((op) => ({ ...op, opId: crypto.randomUUID() }) as WarehouseOp),
    );
  const title = session.reference ?? session.supplierName ?? supplierName ?? WAREHOUSE_COPY.adHoc;

  const onScan = async (code: string) => {
    const answer = await lookupScan(userId, code).catch(() => null);
    if (answer?.match.kind !== 'product') {
      setMessage(C.unknownScanned(code));
      return;
    }
    const { item, packQuantity } = answer.match;
    await send([
      { type: 'receipt.scan', receiptId, productId: item.product.id, received: String(packQuantity) },
    ]);
    setMessage(C.scanned(item.product.name, packQuantity));
  };
  const onChange = async (productId: string, change: LineChange) => {
    await send([
      {
        type: 'receipt.set',
        receiptId,
        productId,
        received: change.received,
        damaged: change.damaged,
        discrepancyReason: change.reason,
      },
    ]);
    if (change.photos.length > 0)
      await queuePhotos(userId, change.photos, 'damage', { receiptId, productId });
  };

  if (session.loading) return <CenteredSpinner />;
  return (
    <div className="grid gap-4">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{C.receivingTitle(title)}</h1>
        {session.supplierName && session.reference ? (
          <p className="mt-1 text-muted-foreground text-sm">{session.supplierName}</p>
        ) : null}
      </header>
      {session.completed ? null : (
        <>
          <ScanEntry onScan={(code) => void onScan(code)} continuous label={C.scanLabel} />
          <p role="status" className="min-h-5 font-medium text-sm" data-scan-message>
            {message}
          </p>
        </>
      )}
      <section aria-labelledby="receipt-lines-title" className="grid gap-2">
        <h2 id="receipt-lines-title" className="font-semibold">
          {C.linesTitle}
        </h2>
        {session.lines.length === 0 ? <p className="text-muted-foreground text-sm">{C.noLines}</p> : null}
        <ul className="grid gap-2">
          {session.lines.map((line) => (
            <ReceiptLineItem
              key={line.product.id}
              line={line}
              disabled={session.completed}
              onStep={(delta) =>
                void send([
                  { type: 'receipt.scan', receiptId, productId: line.product.id, received: String(delta) },
                ])
              }
              onChange={(change) => onChange(line.product.id, change)}
            />
          ))}
        </ul>
      </section>
      <CompleteReceipt
        completed={session.completed}
        discrepancies={session.discrepancies}
        onComplete={() => send([{ type: 'receipt.complete', receiptId }])}
        onDone={onDone}
      />
    </div>
  );
}
