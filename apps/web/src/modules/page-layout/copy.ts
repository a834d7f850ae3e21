import { titleForPath } from '@/modules/navigation/utils/page-titles';

interface PageCopy {
  title: string;
  description: string;
}

const page = (path: string, description: string): PageCopy => ({ title: titleForPath(path), description });

/** Titles (the breadcrumb title table) and subtitles of the shell's pages. */
export const PAGE_COPY = {
  companies: page('/companies', 'The companies you do business with.'),
  companyDetail: page('/companies/:id', 'Company information, contacts, activities and deals.'),
  contacts: page('/contacts', 'People and departments at your customers.'),
  contactDetail: page('/contacts/:id', 'Contact information, linked company and recent activity.'),
  activities: page('/activities', 'Calls, meetings, emails and notes logged by your team.'),
  tasks: page('/tasks', "Plan and follow up your team's tasks."),
  taskDetail: page('/tasks/:id', 'Notes, checklist, subtasks and files of a task.'),
  deals: page('/deals', 'Opportunities moving through your sales pipeline.'),
  quotes: page('/quotes', 'Quotes prepared for your customers.'),
  reports: page('/reports', 'Sales performance and team activity at a glance.'),
  crmSettings: page('/crm-settings', 'Integrations, pipelines and CRM preferences.'),
  profile: page('/profile', 'Your personal details, picture and password.'),
  systemSettings: page('/settings', 'Company-wide settings for administrators.'),
  companyDetails: page('/company', "Your company's legal details, logo and addresses."),
} as const satisfies Record<string, PageCopy>;

export const PAGE_LAYOUT_COPY = {
  comingSoonTitle: 'Coming soon',
  comingSoonDescription: (area: string) =>
    `${area} is on its way. This area will be available in a coming release of Northdesk.`,
  changePassword: 'Change Password',
} as const;
