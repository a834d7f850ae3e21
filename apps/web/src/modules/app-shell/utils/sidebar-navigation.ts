import { canAccessSection } from '@northdesk/shared';
import {
  ActivityIcon,
  ArrowLeftRightIcon,
  BoxesIcon,
  Building2Icon,
  CalendarDaysIcon,
  ChartColumnIcon,
  ClipboardCheckIcon,
  FileTextIcon,
  HandshakeIcon,
  HouseIcon,
  LayoutDashboardIcon,
  ListTodoIcon,
  type LucideIcon,
  PackageIcon,
  PackageSearchIcon,
  SettingsIcon,
  SlidersHorizontalIcon,
  TruckIcon,
  UserIcon,
  UsersIcon,
  WarehouseIcon,
} from 'lucide-react';
import { APP_SHELL_COPY } from '../copy';

export type SidebarNavItem = {
  title: string;
  icon: LucideIcon;
  /** Only shown to roles that may enter this section. */
  section?: string;
} & ({ kind: 'route'; path: string } | { kind: 'external'; href: string });

export interface SidebarNavGroup {
  label: string;
  items: readonly SidebarNavItem[];
}

const { groups, items } = APP_SHELL_COPY;

/** The desktop sidebar (docs/product/shell.md). */
export function sidebarNavigation(marketingUrl: string): readonly SidebarNavGroup[] {
  return [
    {
      label: groups.dashboard,
      items: [
        { kind: 'external', href: marketingUrl, title: items.home, icon: HouseIcon },
        { kind: 'route', path: '/', title: items.crmDashboard, icon: LayoutDashboardIcon },
      ],
    },
    {
      label: groups.customerManagement,
      items: [
        { kind: 'route', path: '/companies', title: items.companies, icon: Building2Icon },
        { kind: 'route', path: '/contacts', title: items.contacts, icon: UsersIcon },
        { kind: 'route', path: '/activities', title: items.activities, icon: ActivityIcon },
        { kind: 'route', path: '/tasks', title: items.tasks, icon: ListTodoIcon },
      ],
    },
    {
      label: groups.salesManagement,
      items: [
        { kind: 'route', path: '/deals', title: items.deals, icon: HandshakeIcon },
        { kind: 'route', path: '/quotes', title: items.quotes, icon: FileTextIcon },
        { kind: 'route', path: '/products', title: items.products, icon: PackageIcon },
      ],
    },
    {
      label: groups.warehouse,
      items: [
        {
          kind: 'route',
          path: '/warehouse/stock',
          title: items.warehouseStock,
          icon: BoxesIcon,
          section: 'inventory',
        },
        {
          kind: 'route',
          path: '/warehouse/deliveries',
          title: items.warehouseDeliveries,
          icon: TruckIcon,
          section: 'inventory',
        },
        {
          kind: 'route',
          path: '/warehouse/receipts',
          title: items.warehouseReceipts,
          icon: ClipboardCheckIcon,
          section: 'inventory',
        },
        {
          kind: 'route',
          path: '/warehouse/unknown',
          title: items.warehouseUnknown,
          icon: PackageSearchIcon,
          section: 'inventory',
        },
        {
          kind: 'route',
          path: '/warehouse/moves',
          title: items.warehouseMoves,
          icon: ArrowLeftRightIcon,
          section: 'inventory',
        },
        {
          kind: 'route',
          path: '/warehouse/locations',
          title: items.warehouseLocations,
          icon: WarehouseIcon,
          section: 'inventory',
        },
      ],
    },
    {
      label: groups.reportsAnalytics,
      items: [{ kind: 'route', path: '/reports', title: items.reports, icon: ChartColumnIcon }],
    },
    {
      label: groups.team,
      items: [{ kind: 'route', path: '/holidays', title: items.holidays, icon: CalendarDaysIcon }],
    },
    {
      label: groups.settings,
      items: [
        { kind: 'route', path: '/crm-settings', title: items.crmSettings, icon: SlidersHorizontalIcon },
        { kind: 'route', path: '/profile', title: items.profile, icon: UserIcon },
        {
          kind: 'route',
          path: '/settings',
          title: items.systemSettings,
          icon: SettingsIcon,
          section: 'settings',
        },
      ],
    },
  ];
}

/** The groups and items a role may see; groups left empty are dropped. */
export function visibleNavigation(
  navigation: readonly SidebarNavGroup[],
  role: string | null | undefined,
): readonly SidebarNavGroup[] {
  return navigation
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => !item.section || canAccessSection(role, item.section)),
    }))
    .filter((group) => group.items.length > 0);
}
