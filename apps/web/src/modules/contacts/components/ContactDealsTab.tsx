import { CONTACTS_COPY } from '@northdesk/shared';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useContactDeals } from '../hooks/useContactDeals';
import { ContactDealsTable } from './ContactDealsTable';

/** The contact's deals; a user without access to deals is told so. */
export function ContactDealsTab({ contactId, canSeeDeals }: { contactId: string; canSeeDeals: boolean }) {
  const deals = useContactDeals(contactId, canSeeDeals);
  if (!canSeeDeals)
    return <p className="py-8 text-center text-muted-foreground text-sm">{CONTACTS_COPY.noAccess}</p>;
  if (deals.isPending)
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  if (!deals.data || deals.data.length === 0)
    return <p className="py-8 text-center text-muted-foreground text-sm">{CONTACTS_COPY.noDeals}</p>;
  return <ContactDealsTable deals={deals.data} />;
}
