import { type Location, WAREHOUSE_COPY, WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useWedgeScanner } from '../hooks/useWedgeScanner';
import { enqueueOps } from '../outbox/outbox';
import { queuePhotos } from '../outbox/queue-photos';
import { CameraScanner } from './CameraScanner';
import { PhotoPicker } from './PhotoPicker';

const C = WAREHOUSE_PHONE_COPY.unknown;

/**
 * Unknown goods: photos, any barcode (camera, handheld scanner or typed), what it is, how many and
 * where it is → an open item for the office. The item's id is made on the phone; the op and the
 * photos wait in the outbox when there is no network.
 */
export function UnknownGoodsForm({ locations }: { locations: Location[] }) {
  const { user } = useCurrentUser();
  const usable = locations.filter((l) => !l.archived);
  const shelf = usable.find((l) => l.kind === 'unknown')?.id ?? usable[0]?.id ?? '';
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [locationId, setLocationId] = useState(shelf);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [reported, setReported] = useState('');
  useEffect(() => {
    if (!locationId && shelf) setLocationId(shelf);
  }, [locationId, shelf]);
  useWedgeScanner(setCode);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!description.trim()) next.description = WAREHOUSE_COPY.descriptionRequired;
    if (!/^\d+(\.\d{1,4})?$/.test(quantity.trim()) || Number(quantity) <= 0)
      next.quantity = WAREHOUSE_COPY.quantityPositive;
    if (!locationId) next.locationId = WAREHOUSE_COPY.locationNotFound;
    setErrors(next);
    if (Object.keys(next).length > 0 || !user) return;
    setSaving(true);
    try {
      const unknownItemId = crypto.randomUUID();
      await enqueueOps(user.id, [
        {
          opId: crypto.randomUUID(),
          type: 'unknown.create',
          unknownItemId,
          rawCode: code.trim() || null,
          description: description.trim(),
          quantity: quantity.trim(),
          locationId,
        },
      ]);
      if (photos.length > 0) await queuePhotos(user.id, photos, 'label', { unknownItemId });
      setReported(C.reported(description.trim()));
      setCode('');
      setDescription('');
      setQuantity('1');
      setPhotos([]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate className="grid gap-4" aria-label={C.formTitle} onSubmit={(e) => void submit(e)}>
      <PhotoPicker
        label={C.photosLabel}
        hint={WAREHOUSE_PHONE_COPY.photos.takeHint}
        onPick={(files) => setPhotos((all) => [...all, ...files])}
      />
      {photos.length > 0 ? (
        <p className="text-sm" data-photos-chosen={photos.length}>
          {WAREHOUSE_PHONE_COPY.photos.chosen(photos.length)}
        </p>
      ) : null}
      <CameraScanner onScan={setCode} />
      <FormField
        id="unknown-code"
        label={C.codeLabel}
        hint={<p className="text-muted-foreground text-xs">{C.codeHint}</p>}
      >
        {(props) => (
          <Input
            {...props}
            className="h-11"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="unknown-description" label={C.descriptionLabel} error={errors.description}>
        {(props) => (
          <Textarea
            {...props}
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4">
        <FormField id="unknown-quantity" label={C.quantityLabel} error={errors.quantity}>
          {(props) => (
            <Input
              {...props}
              className="h-11"
              inputMode="decimal"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          )}
        </FormField>
        <FormField id="unknown-location" label={C.locationLabel} error={errors.locationId}>
          {(props) => (
            <Select value={locationId} onValueChange={setLocationId}>
              <SelectTrigger {...props} className="h-11 w-full">
                <SelectValue placeholder={WAREHOUSE_COPY.choose} />
              </SelectTrigger>
              <SelectContent>
                {usable.map((l) => (
                  <SelectItem key={l.id} value={l.id}>
                    {l.code} · {l.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </div>
      <SubmitButton isPending={saving} className="h-12">
        {C.submit}
      </SubmitButton>
      <p role="status" className="min-h-5 font-medium text-sm">
        {reported}
      </p>
    </form>
  );
}
