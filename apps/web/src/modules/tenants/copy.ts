import { SHELL_COPY } from '@northdesk/shared';

export const TENANTS_COPY = {
  menuItem: SHELL_COPY.switchCompany,
  title: SHELL_COPY.selectCompanyTitle,
  description: SHELL_COPY.selectCompanyDescription,
  switchButton: SHELL_COPY.switchButton,
  cancel: 'Cancel',
  switched: SHELL_COPY.companySwitched,
  switchFailed: SHELL_COPY.companySwitchFailed,
  loadFailed: SHELL_COPY.companiesLoadFailed,
  current: SHELL_COPY.currentCompanyBadge,
  listLabel: 'Active companies',
  empty: 'No active companies found.',
  retry: 'Retry',
} as const;
