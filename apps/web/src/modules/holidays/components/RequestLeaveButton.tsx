import { HOLIDAYS_COPY as C } from '@northdesk/shared';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHolidaysYear } from '../hooks/useHolidaysYear';
import { LeaveRequestDialog } from './LeaveRequestDialog';

export function RequestLeaveButton() {
  const [open, setOpen] = useState(false);
  const [, setYear] = useHolidaysYear();
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        {C.requestLeave}
      </Button>
      {/* The page turns to the year of the new request, where it is listed. */}
      <LeaveRequestDialog
        open={open}
        onOpenChange={setOpen}
        onCreated={(startDate) => setYear(Number(startDate.slice(0, 4)))}
      />
    </>
  );
}
