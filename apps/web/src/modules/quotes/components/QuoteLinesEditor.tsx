import { QUOTES_COPY as C, formatMoney, type QuoteLine, VAT_CODE_LABELS } from '@northdesk/shared';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { VatCodeSelect } from '@/modules/products/components/VatCodeSelect';
import { draftLineNet, type QuoteDraft } from '../utils/line-drafts';
import { ProductPicker } from './ProductPicker';

const NUMBER_FIELDS = [
  { name: 'quantity', label: C.lineQuantityLabel, width: 'w-20' },
  { name: 'unitPrice', label: C.lineUnitPriceLabel, width: 'w-28' },
  { name: 'discountPercent', label: C.lineDiscountLabel, width: 'w-20' },
] as const;

/** The lines of a draft: product or free text, quantity, unit price (RSP for products), discount, VAT. */
export function QuoteLinesEditor({
  form,
  defaultVatCode,
}: {
  form: UseFormReturn<QuoteDraft>;
  defaultVatCode: QuoteLine['vatCode'];
}) {
  const { control, register } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const { can } = useSectionAccess();
  const errors = form.formState.errors.lines;

  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="min-w-56">{C.lineDescriptionLabel}</TableHead>
              {NUMBER_FIELDS.map((field) => (
                <TableHead key={field.name} className="text-right">
                  {field.label}
                </TableHead>
              ))}
              <TableHead>{C.lineVatLabel}</TableHead>
              <TableHead className="text-right">{C.lineNetLabel}</TableHead>
              <TableHead>
                <span className="sr-only">{C.columnActionsLabel}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {fields.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                  {C.noLines}
                </TableCell>
              </TableRow>
            ) : null}
            {fields.map((field, index) => {
              const n = index + 1;
              const net = lines[index] ? draftLineNet(lines[index]) : null;
              const lineErrors = errors?.[index];
              return (
                <TableRow key={field.id} data-line={n}>
                  <TableCell className="align-top">
                    <Input
                      {...register(`lines.${index}.description`)}
                      aria-label={C.lineLabel(n, C.lineDescriptionLabel)}
                      aria-invalid={lineErrors?.description ? true : undefined}
                    />
                    {field.sku ? (
                      <span className="mt-1 block font-mono text-muted-foreground text-xs">{field.sku}</span>
                    ) : null}
                  </TableCell>
                  {NUMBER_FIELDS.map((numberField) => (
                    <TableCell key={numberField.name} className="align-top">
                      <Input
                        {...register(`lines.${index}.${numberField.name}`)}
                        aria-label={C.lineLabel(n, numberField.label)}
                        aria-invalid={lineErrors?.[numberField.name] ? true : undefined}
                        inputMode="decimal"
                        className={`${numberField.width} text-right tabular-nums`}
                      />
                    </TableCell>
                  ))}
                  <TableCell className="align-top">
                    <Controller
                      control={control}
                      name={`lines.${index}.vatCode`}
                      render={({ field: select }) => (
                        <VatCodeSelect
                          value={select.value}
                          onChange={select.onChange}
                          aria-label={C.lineLabel(n, C.lineVatLabel)}
                          className="w-36"
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell className="pt-4 text-right align-top tabular-nums" data-testid={`line-${n}-net`}>
                    {net === null ? '—' : formatMoney(net)}
                  </TableCell>
                  <TableCell className="align-top">
                    <div className="flex gap-0.5">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={C.moveLineUp(n)}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <ArrowUpIcon aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={C.moveLineDown(n)}
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <ArrowDownIcon aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={C.removeLine(n)}
                        onClick={() => remove(index)}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <div className="flex flex-wrap gap-2">
        {can('products', 'read') ? (
          <ProductPicker
            onPick={(product) =>
              append({
                productId: product.id,
                sku: product.sku,
                description: product.name,
                unit: product.unit,
                quantity: '1',
                unitPrice: product.rsp,
                discountPercent: '0',
                vatCode: product.vatCode,
              })
            }
          />
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            append({
              productId: null,
              sku: null,
              description: '',
              unit: '',
              quantity: '1',
              unitPrice: '',
              discountPercent: '0',
              vatCode: defaultVatCode,
            })
          }
        >
          <PlusIcon aria-hidden="true" />
          {C.addTextLine}
        </Button>
      </div>
    </div>
  );
}

/** A sent quote's lines, read only. */
export function QuoteLinesTable({ lines }: { lines: QuoteLine[] }) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{C.lineDescriptionLabel}</TableHead>
            <TableHead className="text-right">{C.lineQuantityLabel}</TableHead>
            <TableHead className="text-right">{C.lineUnitPriceLabel}</TableHead>
            <TableHead className="text-right">{C.lineDiscountLabel}</TableHead>
            <TableHead>{C.lineVatLabel}</TableHead>
            <TableHead className="text-right">{C.lineNetLabel}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={`${line.position}-${line.description}`} data-line={index + 1}>
              <TableCell>
                {line.description}
                {line.sku ? (
                  <span className="block font-mono text-muted-foreground text-xs">{line.sku}</span>
                ) : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {line.quantity}
                {line.unit ? ` ${line.unit}` : ''}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(line.unitPrice)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {line.discountPercent === '0' ? '—' : `${line.discountPercent}%`}
              </TableCell>
              <TableCell className="whitespace-nowrap">{VAT_CODE_LABELS[line.vatCode]}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(line.net)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
