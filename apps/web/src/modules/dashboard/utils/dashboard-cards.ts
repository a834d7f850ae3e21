import type { DashboardCardId } from '@northdesk/shared';
import {
  ActivityIcon,
  BriefcaseBusinessIcon,
  Building2Icon,
  ChartColumnIcon,
  HandshakeIcon,
  type LucideIcon,
  SlidersHorizontalIcon,
  UsersIcon,
  WarehouseIcon,
} from 'lucide-react';
import { EXTERNAL_APP_URLS } from './external-apps';

export type DashboardCardTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string };

/** Where each card's button goes and its icon (docs/product/dashboard.md). */
export const DASHBOARD_CARDS: Record<DashboardCardId, { icon: LucideIcon; target: DashboardCardTarget }> = {
  contacts: { icon: UsersIcon, target: { kind: 'route', path: '/contacts' } },
  companies: { icon: Building2Icon, target: { kind: 'route', path: '/companies' } },
  deals: { icon: HandshakeIcon, target: { kind: 'route', path: '/deals' } },
  activities: { icon: ActivityIcon, target: { kind: 'route', path: '/activities' } },
  reports: { icon: ChartColumnIcon, target: { kind: 'route', path: '/reports' } },
  settings: { icon: SlidersHorizontalIcon, target: { kind: 'route', path: '/crm-settings' } },
  erp: { icon: WarehouseIcon, target: { kind: 'external', url: EXTERNAL_APP_URLS.erp } },
  hr: { icon: BriefcaseBusinessIcon, target: { kind: 'external', url: EXTERNAL_APP_URLS.hr } },
};
