import { SHELL_COPY } from '@northdesk/shared';

export const APP_SHELL_COPY = {
  appTitle: SHELL_COPY.appTitle,
  brandName: 'Northdesk',
  homeLinkLabel: 'Northdesk CRM home',
  userMenu: SHELL_COPY.userMenu,
  settingsMenu: SHELL_COPY.settingsMenu,
  userProfile: SHELL_COPY.userProfile,
  signOut: SHELL_COPY.signOut,
  settings: SHELL_COPY.settings,
  companyDetails: SHELL_COPY.companyDetails,
  opensInNewTab: '(opens in a new tab)',
  mainNavigation: 'Main navigation',

  groups: {
    dashboard: 'Dashboard',
    customerManagement: 'Customer Management',
    salesManagement: 'Sales Management',
    reportsAnalytics: 'Reports & Analytics',
    settings: 'Settings',
  },
  items: {
    home: 'Home',
    crmDashboard: 'CRM Dashboard',
    companies: 'Companies',
    contacts: 'Contacts',
    activities: 'Activities',
    tasks: 'Tasks',
    deals: 'Deals',
    quotes: 'Quotes',
    products: 'Products',
    reports: 'Performance & Reports',
    crmSettings: 'CRM Settings',
    profile: 'Profile',
    systemSettings: 'System Settings',
  },
} as const;
