export const DASHBOARD_COPY = {
  title: 'CRM Dashboard',
  subtitle: 'An overview of your account and workspace.',
  accountCardTitle: 'Your account',
  accountCardDescription: 'Signed-in user, role and company',
  companyLabel: 'Company',
} as const;
