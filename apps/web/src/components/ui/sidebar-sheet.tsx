import type * as React from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';

/**
 * The sidebar as a sheet on a narrow window: its own chunk with Radix's dialog (`ui-overlay`),
 * fetched the first time the sheet is opened rather than with the desktop layout's first load
 * (issue 17: a closed sheet renders nothing).
 */
export function SidebarSheet({
  open,
  onOpenChange,
  side,
  width,
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  width: string;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-slot="sidebar"
        data-sidebar="sidebar"
        data-mobile="true"
        side={side}
        showCloseButton={false}
        className={cn('w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground', className)}
        style={{ '--sidebar-width': width } as React.CSSProperties}
        {...props}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>Sidebar</SheetTitle>
          <SheetDescription>Displays the mobile sidebar.</SheetDescription>
        </SheetHeader>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
