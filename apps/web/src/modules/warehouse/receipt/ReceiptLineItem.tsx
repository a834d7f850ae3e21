import { WAREHOUSE_COPY, WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { MinusIcon, PencilIcon, PlusIcon, TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { PhotoPicker } from '../components/PhotoPicker';
import type { PhoneReceiptLine } from './receipt-lines';
import { toUnits } from './receipt-lines';

const C = WAREHOUSE_PHONE_COPY.receipt;

export interface LineChange {
  received: string;
  damaged: string;
  reason: string | null;
  photos: File[];
}

const isQuantity = (value: string) => /^\d+(\.\d{1,4})?$/.test(value.trim());

/**
 * One product of the receipt: expected and received (− / + a unit, or typed), damaged, and the
 * forms to edit the quantity or mark some damaged with a photo.
 */
export function ReceiptLineItem({
  line,
  disabled,
  onStep,
  onChange,
}: {
  line: PhoneReceiptLine;
  disabled: boolean;
  onStep: (delta: 1 | -1) => void;
  onChange: (change: LineChange) => Promise<void>;
}) {
  const [form, setForm] = useState<'edit' | 'damaged' | null>(null);
  const [received, setReceived] = useState(line.received);
  const [damaged, setDamaged] = useState(line.damaged === '0' ? '1' : line.damaged);
  const [reason, setReason] = useState(line.reason ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const name = line.product.name || line.product.sku;
  const short = line.expected !== null && toUnits(line.received) < toUnits(line.expected);

  const open = (which: 'edit' | 'damaged') => {
    setReceived(line.received);
    setDamaged(line.damaged === '0' ? '1' : line.damaged);
    setReason(line.reason ?? '');
    setPhotos([]);
    setError(undefined);
    setForm(form === which ? null : which);
  };
  const save = async (change: Omit<LineChange, 'photos'>) => {
    if (!isQuantity(change.received) || !isQuantity(change.damaged))
      return setError(WAREHOUSE_COPY.quantityInvalid);
    if (toUnits(change.damaged) > toUnits(change.received))
      return setError(WAREHOUSE_COPY.damagedOverReceived);
    setSaving(true);
    try {
      await onChange({ ...change, photos });
      setForm(null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="grid gap-2 rounded-lg border p-3" data-receipt-line={line.product.sku} aria-label={name}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{name}</p>
          <p className="font-mono text-muted-foreground text-xs">{line.product.sku}</p>
        </div>
        <div className="text-right">
          <p
            className={
              short
                ? 'font-semibold tabular-nums'
                : 'font-semibold text-emerald-700 tabular-nums dark:text-emerald-400'
            }
            data-received
          >
            {line.expected === null ? line.received : C.expectedReceived(line.received, line.expected)}
          </p>
          {line.expected === null ? <p className="text-muted-foreground text-xs">{C.notExpected}</p> : null}
          {toUnits(line.damaged) > 0n ? (
            <p className="flex items-center justify-end gap-1 text-destructive text-xs" data-damaged>
              <TriangleAlertIcon className="size-3" aria-hidden="true" />
              {C.damagedCount(line.damaged)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-4 gap-2">
        <LineAction label={C.less(name)} disabled={disabled} onClick={() => onStep(-1)}>
          <MinusIcon aria-hidden="true" />
        </LineAction>
        <LineAction label={C.more(name)} disabled={disabled} onClick={() => onStep(1)}>
          <PlusIcon aria-hidden="true" />
        </LineAction>
        <LineAction
          label={C.editQuantity(name)}
          pressed={form === 'edit'}
          disabled={disabled}
          onClick={() => open('edit')}
        >
          <PencilIcon aria-hidden="true" />
        </LineAction>
        <LineAction
          label={C.markDamaged(name)}
          pressed={form === 'damaged'}
          disabled={disabled}
          onClick={() => open('damaged')}
        >
          <TriangleAlertIcon aria-hidden="true" />
        </LineAction>
      </div>
      {form === 'edit' ? (
        <form
          noValidate
          className="grid gap-2"
          aria-label={C.editQuantity(name)}
          onSubmit={(event) => {
            event.preventDefault();
            const damagedNow = toUnits(line.damaged) > toUnits(received || '0') ? received : line.damaged;
            void save({ received: received.trim(), damaged: damagedNow.trim() || '0', reason: line.reason });
          }}
        >
          <FormField id={`received-${line.product.id}`} label={C.receivedLabel} error={error}>
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                className="h-11"
                value={received}
                onChange={(e) => setReceived(e.target.value)}
              />
            )}
          </FormField>
          <SubmitButton isPending={saving} className="h-11">
            {C.saveQuantity}
          </SubmitButton>
        </form>
      ) : null}
      {form === 'damaged' ? (
        <form
          noValidate
          className="grid gap-2"
          aria-label={C.damagedTitle(name)}
          onSubmit={(event) => {
            event.preventDefault();
            void save({ received: line.received, damaged: damaged.trim(), reason: reason.trim() || null });
          }}
        >
          <FormField id={`damaged-${line.product.id}`} label={C.damagedLabel} error={error}>
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                className="h-11"
                value={damaged}
                onChange={(e) => setDamaged(e.target.value)}
              />
            )}
          </FormField>
          <FormField id={`reason-${line.product.id}`} label={C.damagedReasonLabel}>
            {(props) => (
              <Textarea {...props} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
            )}
          </FormField>
          <PhotoPicker
            label={C.damagePhotoLabel}
            onPick={(files) => setPhotos((all) => [...all, ...files])}
          />
          {photos.length > 0 ? (
            <p role="status" className="text-sm">
              {WAREHOUSE_PHONE_COPY.photos.chosen(photos.length)}
            </p>
          ) : null}
          <SubmitButton isPending={saving} className="h-11">
            {C.saveDamaged}
          </SubmitButton>
        </form>
      ) : null}
    </li>
  );
}

/** One of a line's four thumb-sized icon buttons, named for the person's screen reader. */
function LineAction({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      className="h-11"
      disabled={disabled}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
