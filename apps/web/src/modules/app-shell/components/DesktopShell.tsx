import { Outlet } from 'react-router';
import { readSidebarCookie, SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { AppSidebar } from './AppSidebar';
import { DesktopHeader } from './DesktopHeader';

/** Desktop and tablet-landscape layout: full-width sticky header, collapsible sidebar, content. */
export function DesktopShell() {
  return (
    <SidebarProvider defaultOpen={readSidebarCookie() ?? true} className="flex-col">
      <DesktopHeader />
      <div className="flex w-full flex-1">
        <AppSidebar />
        <SidebarInset>
          <Outlet />
        </SidebarInset>
      </div>
    </SidebarProvider>
  );
}
