import {
  WAREHOUSE_COPY as C,
  LOCATION_KINDS,
  type LocationKind,
  locationResponseSchema,
} from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useWarehouseAction } from '../hooks/useWarehouseAction';

interface AddLocationDialogProps {
  warehouse: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
}

/** Add a bin (or dock, area) to a warehouse, with the barcode printed on its label. */
export function AddLocationDialog({ warehouse, onOpenChange }: AddLocationDialogProps) {
  const save = useWarehouseAction({ schema: locationResponseSchema, success: C.saved });
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [barcode, setBarcode] = useState('');
  const [kind, setKind] = useState<LocationKind>('bin');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (warehouse) {
      setCode('');
      setName('');
      setBarcode('');
      setKind('bin');
      setErrors({});
    }
  }, [warehouse]);
  return (
    <Dialog open={warehouse !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{C.addLocation}</DialogTitle>
          <DialogDescription>{warehouse?.name}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!warehouse) return;
            save.mutate(
              {
                path: '/api/warehouse/locations',
                body: { warehouseId: warehouse.id, code, name, barcode, kind },
              },
              {
                onSuccess: () => onOpenChange(false),
                onError: (error) => setErrors(error instanceof ApiError ? { ...error.fields } : {}),
              },
            );
          }}
        >
          <FormField id="location-code" label={C.locationCodeLabel} error={errors.code}>
            {(props) => <Input {...props} value={code} onChange={(e) => setCode(e.target.value)} />}
          </FormField>
          <FormField id="location-name" label={C.locationNameLabel} error={errors.name}>
            {(props) => <Input {...props} value={name} onChange={(e) => setName(e.target.value)} />}
          </FormField>
          <FormField id="location-barcode" label={C.locationBarcodeLabel} error={errors.barcode}>
            {(props) => <Input {...props} value={barcode} onChange={(e) => setBarcode(e.target.value)} />}
          </FormField>
          <FormField id="location-kind" label={C.locationKindLabel} error={errors.kind}>
            {({ id }) => (
              <Select value={kind} onValueChange={(next) => setKind(next as LocationKind)}>
                <SelectTrigger id={id} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LOCATION_KINDS.map((option) => (
                    <SelectItem key={option} value={option}>
                      {C.locationKinds[option]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={save.isPending}>{C.save}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
