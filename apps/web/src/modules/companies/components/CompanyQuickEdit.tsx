import type { LeadStatus, OwnerRef } from '@northdesk/shared';
import { OwnerMenu } from '@/modules/ownership/components/OwnerMenu';
import { useQuickEditCompany } from '../hooks/useQuickEditCompany';
import { LeadStatusMenu } from './LeadStatusMenu';

type Record = { id: string; leadStatus: LeadStatus; owner: OwnerRef | null };

/** A company's lead status, changed in place (list row, detail header). */
export function CompanyLeadStatusEditor({ company, canEdit }: { company: Record; canEdit: boolean }) {
  const edit = useQuickEditCompany(company.id);
  return (
    <LeadStatusMenu
      status={company.leadStatus}
      canEdit={canEdit}
      onChange={(leadStatus) => edit.mutate({ leadStatus })}
    />
  );
}

/** A company's owner, changed in place (list row, detail header). */
export function CompanyOwnerEditor({ company, canEdit }: { company: Record; canEdit: boolean }) {
  const edit = useQuickEditCompany(company.id);
  return (
    <OwnerMenu
      owner={company.owner}
      canEdit={canEdit}
      onChange={(owner) => edit.mutate({ owner })}
      className="max-w-28"
    />
  );
}
