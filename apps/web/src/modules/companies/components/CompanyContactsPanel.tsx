import { COMPANIES_COPY as C, COMPANY_CONTACTS_PAGE_SIZE } from '@northdesk/shared';
import type { LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { ListCard } from '@/modules/ui/components/ListCard';
import { Pager } from '@/modules/ui/components/Pager';
import { useCompanyContacts } from '../hooks/useCompanyContacts';
import { CompanyContactsTable } from './CompanyContactsTable';
import { EmptyState } from './EmptyState';

interface CompanyContactsPanelProps {
  companyId: string;
  category: 'all' | 'department';
  page: number;
  onPageChange: (page: number) => void;
  empty: { icon: LucideIcon; title: string; description: string };
}

/**
 * The Contacts or Departments tab: a page of 100 contacts (docs/product/companies.md) and the companies list's
 * pager. Departments are filtered by the server (category=department, with its own total), so a
 * page of them is exact without fetching every contact to group them here.
 */
export function CompanyContactsPanel({
  companyId,
  category,
  page,
  onPageChange,
  empty,
}: CompanyContactsPanelProps) {
  const contacts = useCompanyContacts(companyId, { category, page });
  const data = contacts.data;

  const settled = !contacts.isPlaceholderData;

  // A page that no longer exists (its last contacts were deleted) shows the last one.
  useEffect(() => {
    if (settled && data && data.contacts.length === 0 && data.total > 0 && page > 1)
      onPageChange(Math.ceil(data.total / COMPANY_CONTACTS_PAGE_SIZE));
  }, [settled, data, page, onPageChange]);

  return (
    <div className="grid gap-4">
      <ListCard
        pending={contacts.isPending}
        stale={!settled}
        hasRows={(data?.contacts.length ?? 0) > 0}
        empty={<EmptyState icon={empty.icon} title={empty.title} description={empty.description} />}
      >
        <CompanyContactsTable contacts={data?.contacts ?? []} companyId={companyId} />
      </ListCard>
      {data && data.total > 0 ? (
        <Pager
          page={page}
          pageSize={COMPANY_CONTACTS_PAGE_SIZE}
          total={data.total}
          onPageChange={onPageChange}
          showing={C.contactsShowing}
          label={C.pagination}
        />
      ) : null}
    </div>
  );
}
