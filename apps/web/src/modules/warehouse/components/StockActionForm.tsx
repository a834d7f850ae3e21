import { WAREHOUSE_COPY as C, type Location, type StockProduct } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useSendOps } from '../hooks/useSendOps';

interface StockActionFormProps {
  kind: 'count' | 'move';
  item: StockProduct;
  locations: Location[];
  /** Set by scanning a location's label. */
  destinationId?: string;
  onDone: () => void;
}

/**
 * The phone's own picker (a native select): its wheel or sheet is what a thumb expects, and it
 * needs no overlay code on the scanner's first load (issue 22).
 */
function LocationSelect(props: {
  id: string;
  value: string;
  onChange: (id: string) => void;
  locations: Location[];
}) {
  return (
    <select
      id={props.id}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      className="h-11 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
    >
      <option value="" disabled>
        {C.choose}
      </option>
      {props.locations.map((location) => (
        <option key={location.id} value={location.id}>
          {location.code} · {location.name}
        </option>
      ))}
    </select>
  );
}

/**
 * Count (the counted quantity in one location; the server posts the difference with the counter
 * and the time) or Move (from one location to another).
 */
export function StockActionForm({ kind, item, locations, destinationId, onDone }: StockActionFormProps) {
  const send = useSendOps(kind === 'count' ? C.phone.counted : C.phone.moved);
  const first = item.lines[0]?.location.id ?? '';
  const [from, setFrom] = useState(first);
  const [to, setTo] = useState(destinationId ?? '');
  useEffect(() => {
    if (destinationId) setTo(destinationId);
  }, [destinationId]);
  const [quantity, setQuantity] = useState('');
  const usable = locations.filter((l) => !l.archived);
  return (
    <form
      noValidate
      className="grid gap-3"
      aria-label={
        kind === 'count' ? C.phone.countTitle(item.product.name) : C.phone.moveTitle(item.product.name)
      }
      onSubmit={(event) => {
        event.preventDefault();
        const opId = crypto.randomUUID();
        const op =
          kind === 'count'
            ? {
                opId,
                type: 'count' as const,
                productId: item.product.id,
                locationId: from,
                countedQuantity: quantity.trim(),
                countedAt: new Date().toISOString(),
              }
            : {
                opId,
                type: 'move' as const,
                productId: item.product.id,
                fromLocationId: from,
                toLocationId: to,
                quantity: quantity.trim(),
              };
        send.mutate([op], { onSuccess: onDone });
      }}
    >
      <FormField id={`${kind}-from`} label={kind === 'count' ? C.phone.locationLabel : C.phone.fromLabel}>
        {({ id }) => <LocationSelect id={id} value={from} onChange={setFrom} locations={usable} />}
      </FormField>
      {kind === 'move' ? (
        <FormField id="move-to" label={C.phone.toLabel}>
          {({ id }) => <LocationSelect id={id} value={to} onChange={setTo} locations={usable} />}
        </FormField>
      ) : null}
      <FormField
        id={`${kind}-quantity`}
        label={kind === 'count' ? C.phone.countedLabel : C.phone.quantityLabel}
      >
        {(props) => (
          <Input
            {...props}
            inputMode="decimal"
            className="h-11"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
        )}
      </FormField>
      <SubmitButton isPending={send.isPending} className="h-11">
        {kind === 'count' ? C.phone.saveCount : C.phone.saveMove}
      </SubmitButton>
    </form>
  );
}
