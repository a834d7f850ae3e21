import { TABLET_BREAKPOINT_PX } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { readSidebarCookie, SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { ChatWindow } from '@/modules/chat/components/ChatWindow';
import { CommandPaletteHost } from '@/modules/command-palette/components/CommandPaletteHost';
import { useMediaQuery } from '@/modules/ui/hooks/useMediaQuery';
import { useCommandPalettePages } from '../hooks/useCommandPalettePages';
import { AppSidebar } from './AppSidebar';
import { DesktopHeader } from './DesktopHeader';

/** A landscape tablet (768 to under 1024px wide, docs/product/shell.md) gets the desktop layout. */
const TABLET_QUERY = `(max-width: ${TABLET_BREAKPOINT_PX - 1}px)`;

/**
 * Desktop and tablet-landscape layout: full-width sticky header, collapsible sidebar, content,
 * and the floating chat window.
 * On a landscape tablet the sidebar starts collapsed to icons (an open 16rem sidebar would leave
 * the lists too narrow); the toggle still opens it. From 1024px the kept open state applies.
 */
export function DesktopShell() {
  const isTablet = useMediaQuery(TABLET_QUERY);
  const [open, setOpen] = useState(() => (isTablet ? false : (readSidebarCookie() ?? true)));
  const palettePages = useCommandPalettePages();
  useEffect(() => {
    setOpen(isTablet ? false : (readSidebarCookie() ?? true));
  }, [isTablet]);

  return (
    <SidebarProvider open={open} onOpenChange={setOpen} className="flex-col">
      <DesktopHeader />
      <div className="flex w-full flex-1">
        <AppSidebar />
        <SidebarInset>
          <Outlet />
        </SidebarInset>
      </div>
      <ChatWindow />
      <CommandPaletteHost pages={palettePages} />
    </SidebarProvider>
  );
}
