import { ADMIN_COPY } from '@northdesk/shared';
import { Trash2Icon } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import type { CompanyDetailsForm } from '../utils/company-details-form';

interface AddressFieldsProps {
  index: number;
  register: UseFormRegister<CompanyDetailsForm>;
  errors: FieldErrors<CompanyDetailsForm>['addresses'];
  onRemove: () => void;
}

/** One address: type (default Head Office), lines, city, postcode, country (default United Kingdom). */
export function AddressFields({ index, register, errors, onRemove }: AddressFieldsProps) {
  const id = (field: string) => `address-${index}-${field}`;
  const error = errors?.[index];
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4" aria-label={`Address ${index + 1}`}>
      <div className="flex items-end gap-3">
        <FormField id={id('type')} label={ADMIN_COPY.addressTypeLabel} className="flex-1">
          {(control) => <Input {...control} {...register(`addresses.${index}.type`)} />}
        </FormField>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} className="text-destructive">
          <Trash2Icon aria-hidden="true" />
          {ADMIN_COPY.removeAddress}
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('line1')} label={ADMIN_COPY.addressLine1Label} error={error?.addressLine1?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="address-line1"
              {...register(`addresses.${index}.addressLine1`)}
            />
          )}
        </FormField>
        <FormField id={id('line2')} label={ADMIN_COPY.addressLine2Label}>
          {(control) => (
            <Input
              {...control}
              autoComplete="address-line2"
              {...register(`addresses.${index}.addressLine2`)}
            />
          )}
        </FormField>
        <FormField id={id('city')} label={ADMIN_COPY.cityLabel}>
          {(control) => (
            <Input {...control} autoComplete="address-level2" {...register(`addresses.${index}.city`)} />
          )}
        </FormField>
        <FormField id={id('postcode')} label={ADMIN_COPY.postcodeLabel}>
          {(control) => (
            <Input {...control} autoComplete="postal-code" {...register(`addresses.${index}.postcode`)} />
          )}
        </FormField>
        <FormField id={id('country')} label={ADMIN_COPY.countryLabel}>
          {(control) => (
            <Input {...control} autoComplete="country-name" {...register(`addresses.${index}.country`)} />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
