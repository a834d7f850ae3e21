import {
  PRODUCTS_COPY as C,
  formatMoney,
  isDecimalString,
  type Product,
  recommendedSellingPrice,
} from '@northdesk/shared';
import { useEffect } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
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
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useSaveProduct } from '../hooks/useSaveProduct';
import {
  emptyProductForm,
  formToInput,
  type ProductFormValues,
  productToForm,
} from '../utils/product-form-values';
import { BarcodeFields } from './BarcodeFields';
import { VatCodeSelect } from './VatCodeSelect';

interface ProductFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to edit; none to add one. */
  product: Product | null;
  roundRsp: boolean;
}

const TEXT_FIELDS = [
  { name: 'sku', label: C.skuLabel, autoComplete: 'off' },
  { name: 'name', label: C.nameLabel, autoComplete: 'off' },
  { name: 'unit', label: C.unitLabel, placeholder: C.unitPlaceholder },
  { name: 'costPrice', label: C.costPriceLabel, inputMode: 'decimal' },
  { name: 'listPrice', label: C.listPriceLabel, inputMode: 'decimal' },
] as const;

/** Add Product / Edit Product: every field, barcodes, and the RSP the list price gives. */
export function ProductFormDialog({ open, onOpenChange, product, roundRsp }: ProductFormDialogProps) {
  const save = useSaveProduct(product?.id);
  const form = useForm<ProductFormValues>({ defaultValues: emptyProductForm() });
  const { register, handleSubmit, reset, setError, control, formState } = form;
  const listPrice = useWatch({ control, name: 'listPrice' });
  const rsp = isDecimalString(listPrice.trim()) ? recommendedSellingPrice(listPrice.trim(), roundRsp) : null;

  useEffect(() => {
    if (open) reset(product ? productToForm(product) : emptyProductForm());
  }, [open, product, reset]);

  const submit = handleSubmit((values) =>
    save.mutate(formToInput(values), {
      onSuccess: () => onOpenChange(false),
      onError: (error) => {
        // The server's field messages (SKU taken, a bad check digit…) go next to their field.
        if (error instanceof ApiError)
          for (const [field, message] of Object.entries(error.fields))
            setError(field as Path<ProductFormValues>, { message });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{product ? C.editTitle : C.addTitle}</DialogTitle>
          <DialogDescription>{C.formDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`product-${field.name}`}
              label={field.label}
              error={formState.errors[field.name]?.message}
              hint={
                field.name === 'listPrice' && rsp ? (
                  <p className="text-muted-foreground text-xs">{C.rspPreview(formatMoney(rsp))}</p>
                ) : undefined
              }
            >
              {(controlProps) => (
                <Input
                  {...controlProps}
                  {...register(field.name)}
                  autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
                  placeholder={'placeholder' in field ? field.placeholder : undefined}
                  inputMode={'inputMode' in field ? field.inputMode : undefined}
                />
              )}
            </FormField>
          ))}
          <FormField id="product-vat" label={C.vatCodeLabel} error={formState.errors.vatCode?.message}>
            {(controlProps) => (
              <Controller
                control={control}
                name="vatCode"
                render={({ field }) => (
                  <VatCodeSelect {...controlProps} value={field.value} onChange={field.onChange} />
                )}
              />
            )}
          </FormField>
          <FormField
            id="product-description"
            label={C.descriptionLabel}
            error={formState.errors.description?.message}
            className="sm:col-span-2"
          >
            {(controlProps) => <Textarea {...controlProps} {...register('description')} rows={2} />}
          </FormField>
          <BarcodeFields form={form} />
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={save.isPending}>{product ? C.save : C.create}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
