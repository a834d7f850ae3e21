import {
  COMPANIES_COPY as C,
  INDUSTRY_OPTIONS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  OWNERSHIP_COPY,
} from '@northdesk/shared';
import { Controller } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { OwnerSelect } from '@/modules/ownership/components/OwnerSelect';
import { FormField } from '@/modules/ui/components/FormField';
import type { CompanyForm } from '../utils/company-form-values';

const NO_INDUSTRY = '__none__';

type TextField = 'phone' | 'billingEmail' | 'billingAddress' | 'city' | 'state' | 'country' | 'businessUnit';

const TEXT_FIELDS: readonly {
  name: TextField;
  label: string;
  type?: string;
  autoComplete?: string;
  wide?: boolean;
}[] = [
  { name: 'phone', label: C.phoneLabel, type: 'tel', autoComplete: 'tel' },
  { name: 'billingEmail', label: C.billingEmailLabel, type: 'email', autoComplete: 'email' },
  { name: 'billingAddress', label: C.billingAddressLabel, autoComplete: 'street-address', wide: true },
  { name: 'city', label: C.cityLabel, autoComplete: 'address-level2' },
  { name: 'state', label: C.stateLabel, autoComplete: 'address-level1' },
  { name: 'country', label: C.countryLabel, autoComplete: 'country-name' },
  { name: 'businessUnit', label: C.businessUnitLabel },
];

/** Every field of a company except name and domain (docs/product/companies.md). */
export function CompanyFormFields({ form, ownerName }: { form: CompanyForm; ownerName?: string | null }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <FormField id="company-industry" label={C.industryLabel} error={errors.industry?.message}>
        {(controlProps) => (
          <Controller
            control={control}
            name="industry"
            render={({ field }) => (
              <Select
                value={field.value || NO_INDUSTRY}
                onValueChange={(value) => field.onChange(value === NO_INDUSTRY ? '' : value)}
              >
                <SelectTrigger {...controlProps} className="w-full">
                  <SelectValue placeholder={C.industryPlaceholder} />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_INDUSTRY}>{C.noIndustry}</SelectItem>
                  {INDUSTRY_OPTIONS.map((label) => (
                    <SelectItem key={label} value={label.toLowerCase()}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField
        id="company-employee-count"
        label={C.employeeCountLabel}
        error={errors.employeeCount?.message}
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('employeeCount')}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
          />
        )}
      </FormField>
      {TEXT_FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`company-${field.name}`}
          label={field.label}
          error={errors[field.name]?.message}
          className={field.wide ? 'sm:col-span-2' : undefined}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register(field.name)}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
            />
          )}
        </FormField>
      ))}
      <FormField id="company-lead-status" label={C.leadStatusLabel} error={errors.leadStatus?.message}>
        {(controlProps) => (
          <Controller
            control={control}
            name="leadStatus"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...controlProps} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LEAD_STATUSES.map((status) => (
                    <SelectItem key={status} value={status}>
                      {LEAD_STATUS_LABELS[status]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField id="company-owner" label={OWNERSHIP_COPY.owner} error={errors.ownerUserId?.message}>
        {(controlProps) => (
          <Controller
            control={control}
            name="ownerUserId"
            render={({ field }) => (
              <OwnerSelect
                control={controlProps}
                value={field.value}
                onChange={field.onChange}
                currentName={ownerName}
              />
            )}
          />
        )}
      </FormField>
    </>
  );
}
