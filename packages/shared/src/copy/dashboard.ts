import type { DashboardCardId } from '../api/dashboard.ts';

interface DashboardCardCopy {
  title: string;
  description: string;
  button: string;
  figureLabel: (n: number) => string;
}

/** The home dashboard's cards (docs/product/dashboard.md). Titles are the spec's. */
export const CRM_DASHBOARD_COPY = {
  footerHint: 'Drag and drop cards to customize your dashboard layout',
  loading: 'Loading dashboard...',
  invalidLayout: 'Invalid dashboard layout',
  saveFailed: 'Failed to save dashboard layout',
  saved: 'Dashboard layout saved',
  summaryFailed: 'Failed to load dashboard figures',
  dragHandle: (title: string) => `Move ${title} card`,
  dragInstructions:
    'To move a card, press Space or Enter on its handle, use the arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
  dragStart: (title: string) => `Picked up the ${title} card.`,
  dragOver: (title: string, target: string) => `The ${title} card is over the ${target} card.`,
  dragOverOwnPlace: (title: string) => `The ${title} card is in its own place.`,
  dragEnd: (title: string, target: string) =>
    `The ${title} card was moved to the place of the ${target} card.`,
  dragCancel: (title: string) => `Moving the ${title} card was cancelled.`,
  noAccess: 'No access',
  noAccessLabel: 'You do not have access to this figure',
  external: 'Opens the other app in a new tab, signed in as you',
  workspaceTitle: 'Your workspace',
  cards: {
    contacts: {
      title: 'Contacts',
      description: 'People and department mailboxes at your customers.',
      button: 'View Contacts',
      figureLabel: (n) => (n === 1 ? 'contact' : 'contacts'),
    },
    companies: {
      title: 'Companies',
      description: 'The customer companies you do business with.',
      button: 'View Companies',
      figureLabel: (n) => (n === 1 ? 'company' : 'companies'),
    },
    deals: {
      title: 'Deals',
      description: 'Opportunities moving through your sales pipeline.',
      button: 'View Deals',
      figureLabel: (n) => (n === 1 ? 'open deal' : 'open deals'),
    },
    activities: {
      title: 'Activities',
      description: 'Calls, meetings and emails logged by your team.',
      button: 'View Activities',
      figureLabel: (n) => (n === 1 ? 'activity this month' : 'activities this month'),
    },
    reports: {
      title: 'Reports & Analytics',
      description: 'Sales performance and team activity at a glance.',
      button: 'View Reports',
      figureLabel: (n) => (n === 1 ? 'deal won this quarter' : 'deals won this quarter'),
    },
    settings: {
      title: 'CRM Settings',
      description: 'External CRM sync, enrichment and pipeline settings.',
      button: 'Open Settings',
      figureLabel: (n) => `${n === 1 ? 'contact' : 'contacts'} synced with the external CRM`,
    },
    erp: {
      title: 'ERP System',
      description: 'Orders, invoicing and stock in the ERP system.',
      button: 'Open ERP',
      figureLabel: (n) => (n === 1 ? 'customer to serve' : 'customers to serve'),
    },
    hr: {
      title: 'HR System',
      description: 'People, holidays and HR records in the HR system.',
      button: 'Open HR',
      figureLabel: (n) => (n === 1 ? 'team member' : 'team members'),
    },
  } satisfies Record<DashboardCardId, DashboardCardCopy>,
  dealValue: (value: string) => `${value} in open deals`,
  newThisMonth: (n: number) => `${n} added this month`,
} as const;
