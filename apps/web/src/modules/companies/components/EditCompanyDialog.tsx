import { COMPANIES_COPY as C } from '@northdesk/shared';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useCompany } from '../hooks/useCompany';
import { CompanyFormDialog } from './CompanyFormDialog';

interface EditCompanyDialogProps {
  /** The company to edit; null when the dialog is closed. */
  companyId: string | null;
  onClose: () => void;
}

/**
 * Edit Company from the list. The list's rows carry only what its table shows, so the whole
 * company is read first (usually already prefetched when the pointer reached the edit button);
 * the dialog opens once it is there.
 */
export function EditCompanyDialog({ companyId, onClose }: EditCompanyDialogProps) {
  const company = useCompany(companyId ?? '', { enabled: companyId !== null });
  const error = companyId !== null ? company.error : null;

  useEffect(() => {
    if (!error) return;
    const gone = error instanceof ApiError && error.status === 404;
    const message = gone ? C.notFound : C.detailLoadFailed;
    toast.error(message, { id: message });
    onClose();
  }, [error, onClose]);

  return (
    <CompanyFormDialog
      open={companyId !== null && company.data !== undefined}
      company={company.data ?? null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
