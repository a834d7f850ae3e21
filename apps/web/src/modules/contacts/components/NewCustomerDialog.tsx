import { CONTACTS_COPY, type CustomerOption } from '@northdesk/shared';
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
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useCreateCustomer } from '../hooks/useCreateCustomer';

interface NewCustomerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialName: string;
  onCreated: (customer: CustomerOption) => void;
}

/** Quick-create a customer company from the picker (docs/product/contacts.md). */
export function NewCustomerDialog({ open, onOpenChange, initialName, onCreated }: NewCustomerDialogProps) {
  const createCustomer = useCreateCustomer();
  const [name, setName] = useState(initialName);
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setName(initialName);
      setWebsite('');
      setError(undefined);
    }
  }, [open, initialName]);

  const submit = () => {
    if (!name.trim()) {
      setError(CONTACTS_COPY.customerNameRequired);
      return;
    }
    createCustomer.mutate(
      { name, website },
      {
        onSuccess: ({ customer }) => {
          toast.success(CONTACTS_COPY.customerCreated);
          onCreated(customer);
          onOpenChange(false);
        },
        onError: (failure) => toast.error(errorMessageOf(failure, CONTACTS_COPY.createCustomerFailed)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{CONTACTS_COPY.newCustomerTitle}</DialogTitle>
          <DialogDescription>{CONTACTS_COPY.newCustomerDescription}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            submit();
          }}
        >
          <FormField id="new-customer-name" label={CONTACTS_COPY.customerName} error={error}>
            {(control) => (
              <Input
                {...control}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setError(undefined);
                }}
                autoComplete="organization"
              />
            )}
          </FormField>
          <FormField id="new-customer-website" label={CONTACTS_COPY.website}>
            {(control) => (
              <Input
                {...control}
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
                placeholder="example.com"
                autoComplete="url"
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {CONTACTS_COPY.cancel}
            </Button>
            <SubmitButton isPending={createCustomer.isPending}>{CONTACTS_COPY.createCustomer}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
