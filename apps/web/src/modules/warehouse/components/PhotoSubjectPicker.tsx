import {
  receiptListResponseSchema,
  unknownItemListResponseSchema,
  WAREHOUSE_COPY,
  WAREHOUSE_PHONE_COPY,
} from '@northdesk/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { FormField } from '@/modules/ui/components/FormField';
import { useOutbox } from '../hooks/useOutbox';
import { usePhoneRead } from '../hooks/usePhoneRead';
import { lookupScan } from '../outbox/catalogue-cache';
import type { PhotoSubject } from '../outbox/queue-photos';
import { formatWhen } from '../utils/warehouse-format';
import { warehouseQueryKeys } from '../utils/warehouse-query-keys';
import { ScanEntry } from './ScanEntry';

const C = WAREHOUSE_PHONE_COPY.photos;
export type SubjectKind = keyof typeof C.subjectKinds;
type Option = { id: string; label: string };

/** What the photos show: an open receipt, a scanned product, or an open unknown item. */
export function PhotoSubjectPicker({
  onChange,
}: {
  onChange: (subject: PhotoSubject | null, kind: SubjectKind | null, label: string) => void;
}) {
  const { user } = useCurrentUser();
  const [kind, setKind] = useState<SubjectKind | null>(null);
  const [chosen, setChosen] = useState('');
  const [productMessage, setProductMessage] = useState('');
  const outbox = useOutbox();
  const receipts = usePhoneRead(
    warehouseQueryKeys.receipts({ status: 'open', page: 1 }),
    '/api/warehouse/receipts?status=open',
    receiptListResponseSchema,
    { enabled: kind === 'receipt' },
  );
  const unknown = usePhoneRead(
    warehouseQueryKeys.unknownItems('open'),
    '/api/warehouse/unknown-items?status=open',
    unknownItemListResponseSchema,
    { enabled: kind === 'unknown' },
  );
  const queued = outbox.ops.map((q) => q.op);
  const receiptOptions: Option[] = [
    ...(receipts.data?.receipts ?? []).map((r) => ({
      id: r.id,
      label: `${r.purchaseOrder?.reference ?? r.supplier?.name ?? WAREHOUSE_COPY.adHoc} · ${formatWhen(r.createdAt)}`,
    })),
    ...queued.flatMap((op) =>
      op.type === 'receipt.start' && !receipts.data?.receipts.some((r) => r.id === op.receiptId)
        ? [{ id: op.receiptId, label: `${op.deliveryNote ?? WAREHOUSE_COPY.adHoc} · ${C.waiting}` }]
        : [],
    ),
  ];
  const unknownOptions: Option[] = [
    ...(unknown.data?.items ?? []).map((i) => ({ id: i.id, label: `${i.description} (${i.quantity})` })),
    ...queued.flatMap((op) =>
      op.type === 'unknown.create' && !unknown.data?.items.some((i) => i.id === op.unknownItemId)
        ? [{ id: op.unknownItemId, label: `${op.description} · ${C.waiting}` }]
        : [],
    ),
  ];
  const choose = (next: SubjectKind) => {
    setKind(next);
    setChosen('');
    setProductMessage('');
    onChange(null, next, '');
  };
  const pick = (options: Option[], id: string) => {
    setChosen(id);
    const label = options.find((o) => o.id === id)?.label ?? '';
    onChange(kind === 'receipt' ? { receiptId: id } : { unknownItemId: id }, kind, label);
  };
  const list = kind === 'receipt' ? receiptOptions : unknownOptions;

  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{C.subjectLabel}</legend>
        <div className="grid grid-cols-3 gap-2">
          {(Object.keys(C.subjectKinds) as SubjectKind[]).map((k) => (
            <Button
              key={k}
              type="button"
              variant={kind === k ? 'default' : 'outline'}
              className="h-12 whitespace-normal"
              aria-pressed={kind === k}
              onClick={() => choose(k)}
            >
              {C.subjectKinds[k]}
            </Button>
          ))}
        </div>
      </fieldset>
      {kind === 'receipt' || kind === 'unknown' ? (
        <FormField id="photo-subject" label={kind === 'receipt' ? C.receiptLabel : C.unknownItemLabel}>
          {(props) => (
            <>
              <Select value={chosen} onValueChange={(id) => pick(list, id)}>
                <SelectTrigger {...props} className="h-11 w-full">
                  <SelectValue placeholder={WAREHOUSE_COPY.choose} />
                </SelectTrigger>
                <SelectContent>
                  {list.map((o) => (
                    <SelectItem key={o.id} value={o.id}>
                      {o.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {list.length === 0 ? (
                <p className="text-muted-foreground text-sm">
                  {kind === 'receipt' ? C.noOpenReceipts : C.noOpenUnknown}
                </p>
              ) : null}
            </>
          )}
        </FormField>
      ) : null}
      {kind === 'product' ? (
        <>
          <ScanEntry
            label={C.productScanLabel}
            onScan={(code) =>
              void lookupScan(user?.id ?? '', code)
                .then((answer) => {
                  if (answer.match.kind !== 'product') {
                    setProductMessage(WAREHOUSE_COPY.phone.nothingFound(code));
                    return;
                  }
                  const { product } = answer.match.item;
                  setProductMessage(C.productChosen(product.name));
                  onChange({ productId: product.id }, 'product', product.name);
                })
                .catch(() => setProductMessage(WAREHOUSE_COPY.phone.nothingFound(code)))
            }
          />
          <p role="status" className="min-h-5 font-medium text-sm">
            {productMessage}
          </p>
        </>
      ) : null}
    </div>
  );
}
