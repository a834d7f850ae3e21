/** UI copy of the app shell: notifications, company switching, update banner, errors (docs/product/shell.md). */
export const SHELL_COPY = {
  accessDenied: "You don't have permission to access this section.",
  notFoundTitle: 'Oops! Page not found',
  notFoundLink: 'Return to Home',
  appErrorTitle: 'Application Error',
  serverBusy: 'The server is busy. Please try again in a moment.',
  routerErrorTitle: 'Unexpected Application Error!',
  reloadPage: 'Reload Page',

  notificationsTitle: 'Notifications',
  notificationsEmpty: 'No notifications yet',
  markAllRead: 'Mark all as read',
  allMarkedRead: 'All notifications marked as read',
  markReadFailed: 'Error marking notifications as read',
  notificationsLoadFailed: 'Failed to load notifications',
  deleteNotification: 'Delete notification',

  selectCompanyTitle: 'Select Company',
  selectCompanyDescription: 'Choose the company whose data you want to work with.',
  switchCompany: 'Switch Company',
  switchButton: 'Switch',
  companySwitched: 'Company switched successfully',
  companySwitchFailed: 'Failed to switch company',
  companiesLoadFailed: 'Failed to load companies',

  updateTitle: 'App Update Available',
  updateDescription:
    'A new version of Northdesk is available. Update now to get the latest features and fixes.',
  updateLater: 'Later',
  updateNow: 'Update Now',

  chatConnect: 'Connect',
  chatConnectionTitle: 'Chat Connection',
  chatConnectionDescription: 'Connect your Slack workspace to read and send team messages inside Northdesk.',
  chatNotConnected: 'Not Connected',
  chatConnected: 'Connected',

  userProfile: 'User Profile',
  signOut: 'Sign Out',
  settings: 'Settings',
  companyDetails: 'Company Details',
  holidaysTitle: 'Holidays',
  holidaysEmpty: 'No holiday notifications',

  appTitle: 'Northdesk CRM',
  notificationsButton: 'Notifications',
  userMenu: 'User menu',
  /** The avatar button's name starts with the initials it shows (label in name, WCAG 2.5.3). */
  userMenuFor: (initials: string) => `${initials}, User menu`,
  settingsMenu: 'Settings menu',
  chatConnectionUnavailable:
    'Connecting a Slack workspace arrives in a later release. Team chat inside Northdesk works without it.',
  chatStatusLabel: 'Status',
  chatOpen: 'Open chat',
  notificationDeleteFailed: 'Failed to delete notification',
  currentCompanyBadge: 'Current',
} as const;

/** The pager under every paged list (companies, contacts, a company's contacts). */
export const PAGER_COPY = {
  previous: 'Previous',
  next: 'Next',
  goToPage: (page: number) => `Page ${page}`,
} as const;
