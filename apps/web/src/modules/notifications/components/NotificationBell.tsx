import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { BellButton, BellDescription, useBell } from './BellButton';
import { NotificationPanel } from './NotificationPanel';

/** The header's bell: unread badge ("9+" above 9, hidden at 0) and the notification popover. */
export function NotificationBell({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const bell = useBell();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton bell={bell} />
      </PopoverTrigger>
      <BellDescription bell={bell} />
      <PopoverContent
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
      >
        <NotificationPanel onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
