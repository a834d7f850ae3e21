import { QUOTES_COPY as C } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
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
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { CompanyPicker, type PickedCompany } from '@/modules/companies/components/CompanyPicker';
import { useCompanyDeals } from '@/modules/companies/hooks/useCompanyDeals';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useCreateQuote } from '../hooks/useQuote';
import { ContactSelect } from './ContactSelect';

const NO_DEAL = '__none__';

interface NewQuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preset from a deal page. */
  deal?: { id: string; name: string } | null;
  company?: PickedCompany | null;
}

/** New Quote: the customer (and contact, deal, title); the lines are added on the quote's page. */
export function NewQuoteDialog({ open, onOpenChange, deal = null, company = null }: NewQuoteDialogProps) {
  const navigate = useNavigate();
  const create = useCreateQuote();
  const { can } = useSectionAccess();
  const [customer, setCustomer] = useState<PickedCompany | null>(company);
  const [contactId, setContactId] = useState('');
  const [dealId, setDealId] = useState(deal?.id ?? '');
  const [title, setTitle] = useState(deal?.name ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const deals = useCompanyDeals(customer?.id ?? '', Boolean(customer) && can('deals', 'read'));

  useEffect(() => {
    if (!open) return;
    setCustomer(company);
    setContactId('');
    setDealId(deal?.id ?? '');
    setTitle(deal?.name ?? '');
    setErrors({});
  }, [open, company, deal]);

  const dealOptions = [...(deals.data ?? [])];
  if (deal && !dealOptions.some((d) => d.id === deal.id))
    dealOptions.unshift({ ...deal } as (typeof dealOptions)[number]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!customer) {
      setErrors({ crmCompanyId: C.customerRequired });
      return;
    }
    create.mutate(
      { crmCompanyId: customer.id, contactId: contactId || null, dealId: dealId || null, title },
      {
        onSuccess: (quote) => {
          onOpenChange(false);
          navigate(`/quotes/${quote.id}`);
        },
        onError: (error) => setErrors(error instanceof ApiError ? { ...error.fields } : {}),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{C.newQuoteTitle}</DialogTitle>
          <DialogDescription>{C.newQuoteDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="new-quote-customer" label={C.customerLabel} error={errors.crmCompanyId}>
            {(controlProps) => (
              <CompanyPicker
                {...controlProps}
                value={customer}
                onChange={(next) => {
                  setCustomer(next);
                  setContactId('');
                  if (!deal) setDealId('');
                }}
                allowCreate={can('companies', 'create')}
              />
            )}
          </FormField>
          <FormField id="new-quote-contact" label={C.contactLabel} error={errors.contactId}>
            {({ id }) => (
              <ContactSelect
                id={id}
                crmCompanyId={customer?.id ?? null}
                value={contactId}
                onChange={setContactId}
                disabled={!customer}
              />
            )}
          </FormField>
          <FormField id="new-quote-deal" label={C.dealLabel} error={errors.dealId}>
            {({ id }) => (
              <Select
                value={dealId || NO_DEAL}
                onValueChange={(next) => setDealId(next === NO_DEAL ? '' : next)}
              >
                <SelectTrigger id={id} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_DEAL}>{C.noDeal}</SelectItem>
                  {dealOptions.map((option) => (
                    <SelectItem key={option.id} value={option.id}>
                      {option.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField id="new-quote-title" label={C.titleLabel} error={errors.title}>
            {(controlProps) => (
              <Input
                {...controlProps}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                placeholder={C.titlePlaceholder}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={create.isPending}>{C.create}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
