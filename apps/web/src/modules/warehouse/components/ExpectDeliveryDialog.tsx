import { WAREHOUSE_COPY as C, purchaseOrderResponseSchema } from '@northdesk/shared';
import { XIcon } from 'lucide-react';
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
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { CompanyPicker, type PickedCompany } from '@/modules/companies/components/CompanyPicker';
import { ProductPicker } from '@/modules/quotes/components/ProductPicker';
import { FieldError } from '@/modules/ui/components/FieldError';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useWarehouseAction } from '../hooks/useWarehouseAction';
import { useWarehouses } from '../hooks/useWarehouses';

type Line = { productId: string; name: string; quantity: string };
const today = () => new Date().toISOString().slice(0, 10);

/** Expect a delivery: supplier, warehouse, day, reference and the products with their quantities. */
export function ExpectDeliveryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useWarehouseAction({ schema: purchaseOrderResponseSchema, success: C.saved });
  const warehouses = useWarehouses();
  const [reference, setReference] = useState('');
  const [supplier, setSupplier] = useState<PickedCompany | null>(null);
  const [warehouseId, setWarehouseId] = useState('');
  const [expectedDate, setExpectedDate] = useState(today());
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const firstWarehouse = warehouses.data?.warehouses[0]?.id ?? '';
  useEffect(() => {
    if (!open) return;
    setReference('');
    setSupplier(null);
    setExpectedDate(today());
    setNotes('');
    setLines([]);
    setErrors({});
  }, [open]);
  useEffect(() => {
    if (open && !warehouseId && firstWarehouse) setWarehouseId(firstWarehouse);
  }, [open, warehouseId, firstWarehouse]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!supplier) {
      setErrors({ supplierId: C.supplierNotFound });
      return;
    }
    save.mutate(
      {
        path: '/api/warehouse/purchase-orders',
        body: {
          reference,
          supplierId: supplier.id,
          warehouseId,
          expectedDate,
          notes,
          lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        },
      },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => setErrors(error instanceof ApiError ? { ...error.fields } : {}),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{C.expectDelivery}</DialogTitle>
          <DialogDescription>{C.expectDeliveryDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="delivery-supplier" label={C.supplierLabel} error={errors.supplierId}>
            {(props) => (
              <CompanyPicker {...props} value={supplier} onChange={setSupplier} allowCreate={false} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="delivery-reference" label={C.referenceLabel} error={errors.reference}>
              {(props) => (
                <Input {...props} value={reference} onChange={(e) => setReference(e.target.value)} />
              )}
            </FormField>
            <FormField id="delivery-date" label={C.expectedDateLabel} error={errors.expectedDate}>
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  value={expectedDate}
                  onChange={(e) => setExpectedDate(e.target.value)}
                />
              )}
            </FormField>
          </div>
          <FormField id="delivery-warehouse" label={C.locationWarehouseLabel} error={errors.warehouseId}>
            {({ id }) => (
              <Select value={warehouseId} onValueChange={setWarehouseId}>
                <SelectTrigger id={id} className="w-full">
                  <SelectValue placeholder={C.choose} />
                </SelectTrigger>
                <SelectContent>
                  {(warehouses.data?.warehouses ?? []).map((w) => (
                    <SelectItem key={w.id} value={w.id}>
                      {w.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">{C.linesLabel}</legend>
            {lines.map((line, index) => (
              <div key={line.productId} className="flex items-center gap-2" data-line={line.name}>
                <span className="min-w-0 flex-1 truncate text-sm">{line.name}</span>
                <Input
                  className="w-28"
                  inputMode="decimal"
                  aria-label={C.quantityLabel(line.name)}
                  aria-invalid={errors[`lines.${index}.quantity`] ? true : undefined}
                  value={line.quantity}
                  onChange={(e) =>
                    setLines((all) =>
                      all.map((l, i) => (i === index ? { ...l, quantity: e.target.value } : l)),
                    )
                  }
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={C.removeLine(line.name)}
                  onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
            ))}
            <div>
              <ProductPicker
                onPick={(product) =>
                  setLines((all) =>
                    all.some((l) => l.productId === product.id)
                      ? all
                      : [...all, { productId: product.id, name: product.name, quantity: '1' }],
                  )
                }
              />
            </div>
            {errors.lines ? <FieldError id="delivery-lines-error" message={errors.lines} /> : null}
          </fieldset>
          <FormField id="delivery-notes" label={C.notesLabel} error={errors.notes}>
            {(props) => (
              <Textarea {...props} value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
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
