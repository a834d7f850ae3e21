import { ExternalLinkIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
} from '@/components/ui/sidebar';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { isPathActive } from '@/modules/navigation/utils/is-path-active';
import { prefetchRoute } from '@/modules/navigation/utils/route-prefetch';
import { APP_SHELL_COPY } from '../copy';
import { MARKETING_URL } from '../utils/marketing-url';
import { type SidebarNavItem, sidebarNavigation, visibleNavigation } from '../utils/sidebar-navigation';

const NAVIGATION = sidebarNavigation(MARKETING_URL);

function SidebarNavLink({ item, pathname }: { item: SidebarNavItem; pathname: string }) {
  const Icon = item.icon;

  if (item.kind === 'external') {
    return (
      <SidebarMenuButton asChild tooltip={item.title}>
        <a href={item.href} target="_blank" rel="noopener noreferrer">
          <Icon aria-hidden="true" />
          <span className="flex min-w-0 flex-1 items-center gap-1.5">
            <span className="truncate">{item.title}</span>
            <ExternalLinkIcon className="size-3 shrink-0 opacity-60" aria-hidden="true" />
            <span className="sr-only">{APP_SHELL_COPY.opensInNewTab}</span>
          </span>
        </a>
      </SidebarMenuButton>
    );
  }

  const isActive = isPathActive(item.path, pathname);
  return (
    <SidebarMenuButton asChild isActive={isActive} tooltip={item.title}>
      <Link
        to={item.path}
        aria-current={isActive ? 'page' : undefined}
        onMouseEnter={() => prefetchRoute(item.path)}
        onFocus={() => prefetchRoute(item.path)}
      >
        <Icon aria-hidden="true" />
        <span>{item.title}</span>
      </Link>
    </SidebarMenuButton>
  );
}

/** The desktop sidebar below the header; collapses to icons (Ctrl/Cmd+B). */
export function AppSidebar() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const groups = visibleNavigation(NAVIGATION, user?.role);

  return (
    // Below the full-width sticky header (h-14) rather than from the top of the window.
    <Sidebar collapsible="icon" className="top-14! h-[calc(100svh-3.5rem)]!">
      <SidebarContent>
        <nav aria-label={APP_SHELL_COPY.mainNavigation}>
          {groups.map((group) => (
            <SidebarGroup key={group.label}>
              <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
              <SidebarGroupContent>
                <SidebarMenu>
                  {group.items.map((item) => (
                    <SidebarMenuItem key={item.title}>
                      <SidebarNavLink item={item} pathname={pathname} />
                    </SidebarMenuItem>
                  ))}
                </SidebarMenu>
              </SidebarGroupContent>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>
      <SidebarRail />
    </Sidebar>
  );
}
