import { BARCODE_SYMBOLOGIES, BARCODE_SYMBOLOGY_LABELS, PRODUCTS_COPY as C } from '@northdesk/shared';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FieldError } from '@/modules/ui/components/FieldError';
import type { ProductFormValues } from '../utils/product-form-values';

/** The product's barcodes: code, symbology and pack quantity per row (research/warehouse.md). */
export function BarcodeFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'barcodes' });
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="font-medium text-sm">{C.barcodesLabel}</legend>
      <p className="text-muted-foreground text-xs">{C.barcodesHint}</p>
      {fields.map((field, index) => {
        const error = formState.errors.barcodes?.[index];
        const n = index + 1;
        return (
          <div key={field.id} className="grid gap-1">
            <div className="grid grid-cols-[minmax(0,1fr)_9rem_5rem_auto] items-center gap-2">
              <Input
                {...register(`barcodes.${index}.code`)}
                aria-label={`${C.barcodeCodeLabel} ${n}`}
                aria-invalid={error?.code ? true : undefined}
                inputMode="text"
                autoComplete="off"
              />
              <Controller
                control={control}
                name={`barcodes.${index}.symbology`}
                render={({ field: select }) => (
                  <Select value={select.value} onValueChange={select.onChange}>
                    <SelectTrigger
                      aria-label={`${C.barcodeSymbologyLabel} ${n}: ${BARCODE_SYMBOLOGY_LABELS[select.value ?? 'other']}`}
                      className="w-full"
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {BARCODE_SYMBOLOGIES.map((symbology) => (
                        <SelectItem key={symbology} value={symbology}>
                          {BARCODE_SYMBOLOGY_LABELS[symbology]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              <Input
                {...register(`barcodes.${index}.packQuantity`)}
                aria-label={`${C.barcodePackLabel} ${n}`}
                aria-invalid={error?.packQuantity ? true : undefined}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={C.removeBarcode(form.getValues(`barcodes.${index}.code`))}
                onClick={() => remove(index)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
            {error?.code?.message ? (
              <FieldError id={`barcode-${index}-error`} message={error.code.message} />
            ) : null}
            {error?.packQuantity?.message ? (
              <FieldError id={`barcode-${index}-pack-error`} message={error.packQuantity.message} />
            ) : null}
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append({ code: '', symbology: 'ean13', packQuantity: '1' })}
      >
        <PlusIcon aria-hidden="true" />
        {C.addBarcode}
      </Button>
    </fieldset>
  );
}
