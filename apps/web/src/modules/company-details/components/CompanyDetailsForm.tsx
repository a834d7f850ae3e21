import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_COPY, type CompanyDetails } from '@northdesk/shared';
import { PlusIcon } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useSaveCompanyDetails } from '../hooks/useSaveCompanyDetails';
import {
  companyDetailsFormSchema,
  type CompanyDetailsForm as FormValues,
  newAddress,
  toForm,
  toRequest,
} from '../utils/company-details-form';
import { AddressFields } from './AddressFields';
import { LogoField } from './LogoField';

/** Legal name (required), trading name, logo and addresses; "Save Company Details". */
export function CompanyDetailsForm({ details }: { details: CompanyDetails }) {
  const save = useSaveCompanyDetails();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(companyDetailsFormSchema),
    defaultValues: toForm(details),
  });
  const addresses = useFieldArray({ control, name: 'addresses' });
  const logoUrl = useWatch({ control, name: 'logoUrl' });

  const submit = handleSubmit((values) =>
    save.mutate(toRequest(values), { onSuccess: (saved) => reset(toForm(saved)) }),
  );

  return (
    <form noValidate className="grid gap-6" onSubmit={(event) => void submit(event)}>
      <Card>
        <CardHeader>
          <CardTitle>{ADMIN_COPY.companyDetailsTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="company-legal-name"
              label={ADMIN_COPY.legalNameLabel}
              error={errors.legalName?.message}
            >
              {(field) => <Input {...field} autoComplete="organization" {...register('legalName')} />}
            </FormField>
            <FormField id="company-trading-name" label={ADMIN_COPY.tradingNameLabel}>
              {(field) => <Input {...field} {...register('tradingName')} />}
            </FormField>
          </div>
          <LogoField value={logoUrl} onChange={(url) => setValue('logoUrl', url, { shouldDirty: true })} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{ADMIN_COPY.addressesTitle}</CardTitle>
          <CardAction>
            <Button type="button" variant="outline" size="sm" onClick={() => addresses.append(newAddress())}>
              <PlusIcon aria-hidden="true" />
              {ADMIN_COPY.addAddress}
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent className="grid gap-4">
          {addresses.fields.length === 0 ? (
            <p className="text-muted-foreground text-sm">{ADMIN_COPY.noAddresses}</p>
          ) : (
            addresses.fields.map((field, index) => (
              <AddressFields
                key={field.id}
                index={index}
                register={register}
                errors={errors.addresses}
                onRemove={() => addresses.remove(index)}
              />
            ))
          )}
        </CardContent>
      </Card>

      <SubmitButton isPending={save.isPending} className="justify-self-start">
        {ADMIN_COPY.saveCompanyDetails}
      </SubmitButton>
    </form>
  );
}
