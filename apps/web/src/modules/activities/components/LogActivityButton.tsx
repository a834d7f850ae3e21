import { ACTIVITIES_COPY } from '@northdesk/shared';
import { MessageSquarePlusIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { LogActivityDialog } from './LogActivityDialog';

interface LogActivityButtonProps {
  company: { id: string; name: string };
  contact?: { id: string; name: string } | null;
  variant?: ComponentProps<typeof Button>['variant'];
  size?: ComponentProps<typeof Button>['size'];
}

/** "Log Activity" for one company (or contact), opening the Log Activity dialog; hidden without access. */
export function LogActivityButton({ company, contact, variant = 'outline', size }: LogActivityButtonProps) {
  const { can } = useSectionAccess();
  const [open, setOpen] = useState(false);
  if (!can('activities', 'create')) return null;
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        <MessageSquarePlusIcon aria-hidden="true" />
        {ACTIVITIES_COPY.logActivity}
      </Button>
      <LogActivityDialog open={open} onOpenChange={setOpen} company={company} contact={contact ?? null} />
    </>
  );
}
