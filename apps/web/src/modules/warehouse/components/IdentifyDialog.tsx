import { WAREHOUSE_COPY as C, type UnknownItem, unknownItemResponseSchema } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { FieldError } from '@/modules/ui/components/FieldError';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useWarehouseAction } from '../hooks/useWarehouseAction';
import { useWarehouses } from '../hooks/useWarehouses';
import { type PickedProduct, ProductSearchSelect } from './ProductSearchSelect';

const STAY = '__stay__';

/** Identify an unknown item: the product it is, whether to learn its code, where the stock goes. */
export function IdentifyDialog({ item, onClose }: { item: UnknownItem | null; onClose: () => void }) {
  const save = useWarehouseAction({ schema: unknownItemResponseSchema, success: C.identified });
  const warehouses = useWarehouses();
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const [learn, setLearn] = useState(true);
  const [destination, setDestination] = useState(STAY);
  const [error, setError] = useState('');
  useEffect(() => {
    if (item) {
      setProduct(null);
      setLearn(true);
      setDestination(STAY);
      setError('');
    }
  }, [item]);
  const locations = (warehouses.data?.warehouses ?? []).flatMap((w) =>
    w.locations.filter((l) => !l.archived && l.kind !== 'unknown'),
  );
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{C.identifyTitle}</DialogTitle>
          <DialogDescription>{C.identifyDescription}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!item) return;
            if (!product) {
              setError(C.productNotFound);
              return;
            }
            save.mutate(
              {
                path: `/api/warehouse/unknown-items/${item.id}/identify`,
                body: {
                  productId: product.id,
                  learnBarcode: learn,
                  ...(destination === STAY ? {} : { toLocationId: destination }),
                },
              },
              {
                onSuccess: onClose,
                onError: (e) => setError(e instanceof ApiError ? e.message : ''),
              },
            );
          }}
        >
          <p className="text-sm">
            <span className="font-medium">{item?.description}</span> × {item?.quantity}
          </p>
          <FormField id="identify-product" label={C.productLabel}>
            {(props) => <ProductSearchSelect {...props} value={product} onChange={setProduct} />}
          </FormField>
          {item?.rawCode ? (
            <div className="flex items-center gap-2">
              <Checkbox
                id="identify-learn"
                checked={learn}
                onCheckedChange={(next) => setLearn(next === true)}
              />
              <Label htmlFor="identify-learn">
                {C.learnBarcodeLabel} ({item.rawCode})
              </Label>
            </div>
          ) : null}
          <FormField id="identify-destination" label={C.moveToLabel}>
            {({ id }) => (
              <Select value={destination} onValueChange={setDestination}>
                <SelectTrigger id={id} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={STAY}>{C.stayOnShelf}</SelectItem>
                  {locations.map((location) => (
                    <SelectItem key={location.id} value={location.id}>
                      {location.code} · {location.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          {error ? <FieldError id="identify-error" message={error} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={save.isPending}>{C.identify}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
