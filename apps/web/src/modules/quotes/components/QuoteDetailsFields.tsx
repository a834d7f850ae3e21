import { QUOTES_COPY as C, type Quote } from '@northdesk/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/modules/ui/components/FormField';
import type { QuoteDraft } from '../utils/line-drafts';
import { formatDate } from '../utils/quote-format';
import { ContactSelect } from './ContactSelect';

/** Customer, contact, deal, title, validity, message and terms: editable on a draft, shown otherwise. */
export function QuoteDetailsFields({
  quote,
  form,
  editable,
}: {
  quote: Quote;
  form: UseFormReturn<QuoteDraft>;
  editable: boolean;
}) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-1">
        <span className="font-medium text-sm">{C.customerLabel}</span>
        <Link to={`/companies/${quote.crmCompany.id}`} className="text-sm underline-offset-4 hover:underline">
          {quote.crmCompany.name}
        </Link>
      </div>
      <div className="grid gap-1">
        <span className="font-medium text-sm">{C.dealLabel}</span>
        {quote.deal ? (
          <Link to={`/deals/${quote.deal.id}`} className="text-sm underline-offset-4 hover:underline">
            {quote.deal.name}
          </Link>
        ) : (
          <span className="text-muted-foreground text-sm">{C.noDeal}</span>
        )}
      </div>
      {editable ? (
        <>
          <FormField id="quote-contact" label={C.contactLabel} error={errors.contactId?.message}>
            {({ id }) => (
              <Controller
                control={control}
                name="contactId"
                render={({ field }) => (
                  <ContactSelect
                    id={id}
                    crmCompanyId={quote.crmCompany.id}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            )}
          </FormField>
          <FormField id="quote-valid-until" label={C.validUntilLabel} error={errors.validUntil?.message}>
            {(controlProps) => <Input {...controlProps} {...register('validUntil')} type="date" />}
          </FormField>
          <FormField
            id="quote-title"
            label={C.titleLabel}
            error={errors.title?.message}
            className="sm:col-span-2"
          >
            {(controlProps) => (
              <Input {...controlProps} {...register('title')} placeholder={C.titlePlaceholder} />
            )}
          </FormField>
          <FormField
            id="quote-notes"
            label={C.notesLabel}
            error={errors.notes?.message}
            className="sm:col-span-2"
          >
            {(controlProps) => (
              <Textarea {...controlProps} {...register('notes')} rows={2} placeholder={C.notesPlaceholder} />
            )}
          </FormField>
          <FormField
            id="quote-terms"
            label={C.termsLabel}
            error={errors.terms?.message}
            className="sm:col-span-2"
          >
            {(controlProps) => <Textarea {...controlProps} {...register('terms')} rows={3} />}
          </FormField>
        </>
      ) : (
        <dl className="grid gap-3 text-sm sm:col-span-2 sm:grid-cols-2">
          {[
            [C.contactLabel, quote.contact?.name ?? C.noContact],
            [C.validUntilLabel, formatDate(quote.validUntil)],
            [C.titleLabel, quote.title ?? '—'],
            [C.notesLabel, quote.notes ?? '—'],
            [C.termsLabel, quote.terms ?? '—'],
          ].map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="font-medium">{label}</dt>
              <dd className="whitespace-pre-line text-muted-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
