import { DEALS_COPY as C } from '@northdesk/shared';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { DealFormDialog } from './DealFormDialog';

interface NewDealButtonProps {
  company: { id: string; name: string } | null;
  contactId?: string | null;
}

/** New Deal from a company or contact page, with them preset; hidden without create access to deals. */
export function NewDealButton({ company, contactId = null }: NewDealButtonProps) {
  const { can } = useSectionAccess();
  const [open, setOpen] = useState(false);
  if (!can('deals', 'create')) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        {C.newDeal}
      </Button>
      <DealFormDialog open={open} onOpenChange={setOpen} company={company} contactId={contactId} />
    </>
  );
}
