import { CONTACTS_COPY } from '@northdesk/shared';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useCreateCustomer } from '../hooks/useCreateCustomer';

interface CreateCompanyFromDomainDialogProps {
  /** Open while a domain is offered. */
  domain: string | null;
  suggestedName: string;
  onCreated: (company: { id: string; name: string }) => void;
  onSkip: () => void;
  onCancel: () => void;
}

/** For a new contact whose email domain matches no company: offer to create it (docs/product/contacts.md). */
export function CreateCompanyFromDomainDialog({
  domain,
  suggestedName,
  onCreated,
  onSkip,
  onCancel,
}: CreateCompanyFromDomainDialogProps) {
  const createCustomer = useCreateCustomer();

  const create = () => {
    if (!domain) return;
    createCustomer.mutate(
      { name: suggestedName || domain, website: domain },
      {
        onSuccess: ({ customer }) => {
          toast.success(CONTACTS_COPY.customerCreated);
          onCreated({ id: customer.id, name: customer.name });
        },
        onError: (error) => {
          toast.error(CONTACTS_COPY.autoCreateCompanyFailed, {
            description:
              error instanceof ApiError && error.hasServerMessage
                ? error.message
                : CONTACTS_COPY.autoCreateCompanyFailedDescription,
          });
        },
      },
    );
  };

  return (
    <AlertDialog open={domain !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{CONTACTS_COPY.createCompanyTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {CONTACTS_COPY.createCompanyDescription(domain ?? '')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button type="button" variant="outline" onClick={onSkip} disabled={createCustomer.isPending}>
            {CONTACTS_COPY.createCompanySkip}
          </Button>
          <Button
            type="button"
            onClick={create}
            disabled={createCustomer.isPending}
            aria-busy={createCustomer.isPending}
          >
            {createCustomer.isPending ? (
              <Spinner size="sm" aria-hidden="true" className="text-current" />
            ) : null}
            {CONTACTS_COPY.createCompanyConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
