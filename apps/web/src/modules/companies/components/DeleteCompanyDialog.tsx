import { COMPANIES_COPY as C } from '@northdesk/shared';
import { useEffect, useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { ScrollableList } from '@/modules/ui/components/ScrollableList';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useCompanyContacts } from '../hooks/useCompanyContacts';
import { useDeleteCompany } from '../hooks/useDeleteCompany';
import { contactName } from '../utils/contact-name';

interface DeleteCompanyDialogProps {
  company: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

/**
 * Delete Company (docs/product/companies.md): lists the linked contacts (the first page of 100, and how many
 * more) and offers to delete them too, and says what happens to the company's deals, activities
 * and tasks. The offer needs contacts delete access (the server refuses it otherwise); without it
 * the dialog only says the contacts stay.
 */
export function DeleteCompanyDialog({ company, onOpenChange, onDeleted }: DeleteCompanyDialogProps) {
  const open = company !== null;
  const contacts = useCompanyContacts(company?.id ?? '', { enabled: open });
  const access = useSectionAccess();
  const canDeleteContacts = access.can('contacts', 'delete');
  // Until both are known the dialog neither offers nor refuses to delete the contacts.
  const loading = contacts.isPending || access.isLoading;
  const remove = useDeleteCompany({
    onDeleted: () => {
      onOpenChange(false);
      onDeleted?.();
    },
  });
  const [alsoContacts, setAlsoContacts] = useState(false);
  const checkboxId = useId();
  const total = contacts.data?.total ?? 0;
  const listed = contacts.data?.contacts ?? [];
  const more = total - listed.length;

  useEffect(() => {
    if (open) setAlsoContacts(false);
  }, [open]);

  const confirm = () => {
    if (!company) return;
    remove.mutate({
      id: company.id,
      name: company.name,
      deleteContacts: canDeleteContacts && alsoContacts && total > 0,
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{C.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{company ? C.deleteQuestion(company.name) : null}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm">{C.deleteConsequences}</p>
        {loading ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner size="sm" aria-hidden="true" />
            {C.loadingContacts}
          </p>
        ) : total === 0 ? (
          <p className="text-muted-foreground text-sm">{C.noLinkedContacts}</p>
        ) : (
          <div className="grid gap-3">
            <p className="font-medium text-sm">{C.linkedContactsTitle(total)}</p>
            <ScrollableList label={C.linkedContactsTitle(total)} className="max-h-40 border p-2 text-sm">
              {listed.map((contact) => (
                <li key={contact.id} className="flex justify-between gap-3 py-0.5">
                  <span>{contactName(contact)}</span>
                  <span className="truncate text-muted-foreground">{contact.email}</span>
                </li>
              ))}
            </ScrollableList>
            {more > 0 ? <p className="text-muted-foreground text-sm">{C.moreLinkedContacts(more)}</p> : null}
            {canDeleteContacts ? (
              <>
                <div className="flex items-start gap-2">
                  <Checkbox
                    id={checkboxId}
                    checked={alsoContacts}
                    onCheckedChange={(checked) => setAlsoContacts(checked === true)}
                  />
                  <Label htmlFor={checkboxId} className="leading-snug">
                    {C.alsoDeleteContacts(total)}
                  </Label>
                </div>
                <p className="text-muted-foreground text-xs">
                  {alsoContacts ? C.contactsDeletedNote : C.contactsKeptNote}
                </p>
              </>
            ) : (
              <p className="text-muted-foreground text-xs">{C.contactsKeptNoAccessNote}</p>
            )}
          </div>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{C.cancel}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending || loading}>
            {remove.isPending ? <Spinner size="sm" aria-hidden="true" className="text-current" /> : null}
            {remove.isPending ? C.deleting : C.deleteConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
