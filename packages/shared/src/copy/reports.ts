import type { ReportId, ReportRange } from '../api/reports.ts';

type ReportCopy = {
  title: string;
  description: string;
  /** Column headings (table and CSV), by column key. */
  columns: Record<string, string>;
};

const ACTIVITY_TYPE_LABELS = {
  call: 'Calls',
  email: 'Emails',
  meeting: 'Meetings',
  note: 'Notes',
  task: 'Tasks',
  visit: 'Visits',
  proposal: 'Proposals',
  'follow-up': 'Follow-ups',
  other: 'Other',
} as const;

const LEAD_STATUS_LABELS: Record<string, string> = {
  hot: 'Hot',
  warm: 'Warm',
  cold: 'Cold',
  customer: 'Customer',
  lost: 'Lost',
};

/** Performance & Reports (docs/product/reports.md). */
export const REPORTS_COPY = {
  title: 'Performance & Reports',
  description: 'Sales performance and team activity at a glance.',
  filters: {
    range: 'Date range',
    from: 'From',
    to: 'To',
    owner: 'Owner',
    everyone: 'Everyone',
    mine: 'Me',
    pipeline: 'Pipeline',
    allPipelines: 'All pipelines',
    apply: 'Apply',
    ranges: {
      'this-month': 'This month',
      'last-month': 'Last month',
      'this-quarter': 'This quarter',
      'last-12-months': 'Last 12 months',
      custom: 'Custom',
    } satisfies Record<ReportRange, string>,
  },
  period: (from: string, to: string) => `${from} to ${to}`,
  copyLink: 'Copy link',
  linkCopied: 'Link to this view copied',
  copyFailed: 'Could not copy the link',
  exportCsv: 'Export CSV',
  exportCsvOf: (title: string) => `Export ${title} as CSV`,
  showTable: 'Show table',
  showChart: 'Show chart',
  print: 'Print',
  loading: 'Loading report...',
  failed: 'Failed to load the report',
  overviewFailed: 'Failed to load the headline figures',
  empty: 'Nothing in this period.',
  noAccess: 'No access',
  noAccessReport: (section: string) => `You need access to ${section} to see this report.`,
  tableCaption: (title: string, period: string) => `${title}, ${period}`,
  openRow: ': open the records behind this row',
  /** After a figure that links to its own records (a new-records cell): names the column. */
  openCell: (column: string) => `: open the records counted as ${column}`,
  noOwner: 'No owner',
  noUser: 'No one',
  noReason: 'No reason given',
  chartLabel: (title: string) => `${title} chart. The table view lists the same figures.`,
  cycleBucket: (min: number, max: number | null) => (max === null ? `${min}+ days` : `${min}–${max} days`),
  leadStatus: (status: string) => LEAD_STATUS_LABELS[status] ?? status,
  activityTypes: ACTIVITY_TYPE_LABELS,
  headlinesLabel: 'Headline figures',
  headlines: {
    openPipelineValue: 'Open pipeline value',
    openDeals: (n: number) => `${n} open ${n === 1 ? 'deal' : 'deals'}`,
    weightedForecastQuarter: 'Weighted forecast this quarter',
    wonValue: 'Won this period',
    wonCount: (n: number) => `${n} ${n === 1 ? 'deal' : 'deals'} won`,
    winRate: 'Win rate',
    winRateHint: 'Won of the deals closed in the period',
    averageSalesCycle: 'Average sales cycle',
    days: (days: string) => `${days} days`,
    cycleHint: 'Created to won, deals won in the period',
    overdueTasks: 'Overdue tasks',
    overdueHint: 'Open tasks past their due date',
    none: '—',
  },
  reports: {
    'pipeline-by-stage': {
      title: 'Pipeline by stage',
      description: 'Open deals now: count, value and weighted value per stage.',
      columns: {
        pipeline: 'Pipeline',
        stage: 'Stage',
        probability: 'Probability %',
        count: 'Deals',
        value: 'Value',
        weighted: 'Weighted value',
      },
    },
    'won-lost-by-month': {
      title: 'Won vs lost by month',
      description: 'Deals closed in each month of the period.',
      columns: {
        month: 'Month',
        wonCount: 'Won',
        wonValue: 'Won value',
        lostCount: 'Lost',
        lostValue: 'Lost value',
      },
    },
    'win-rate-by-owner': {
      title: 'Win rate by owner',
      description: 'Won of the deals each owner closed in the period.',
      columns: { owner: 'Owner', won: 'Won', lost: 'Lost', winRate: 'Win rate %', wonValue: 'Won value' },
    },
    'forecast-by-month': {
      title: 'Forecast by expected close month',
      description: 'Open deals expected to close in each month, weighted by their stage.',
      columns: { month: 'Month', count: 'Deals', value: 'Value', weighted: 'Weighted value' },
    },
    'sales-cycle': {
      title: 'Sales cycle length',
      description: 'Days from created to won, for the deals won in the period.',
      columns: {
        bucket: 'Cycle',
        minDays: 'From day',
        maxDays: 'To day',
        count: 'Deals',
        value: 'Won value',
      },
    },
    'lost-reasons': {
      title: 'Lost reasons',
      description: 'Why the deals lost in the period were lost.',
      columns: { reason: 'Reason', count: 'Deals', value: 'Value' },
    },
    'activities-by-user-week': {
      title: 'Activities per user per week',
      description: 'Activities logged, by who logged them and their type (weeks start on Monday).',
      columns: { week: 'Week of', user: 'User', ...ACTIVITY_TYPE_LABELS, total: 'Total' },
    },
    'tasks-by-user': {
      title: 'Tasks completed vs overdue',
      description: 'Tasks each assignee completed in the period, and their open tasks past due now.',
      columns: { user: 'Assignee', completed: 'Completed', overdue: 'Overdue' },
    },
    'new-records-by-month': {
      title: 'New companies and contacts by source',
      description: 'Companies and contacts added each month, by where they came from.',
      columns: {
        month: 'Month',
        companiesManual: 'Companies: manual',
        companiesEnriched: 'Companies: enriched',
        companiesHubspot: 'Companies: HubSpot',
        contactsManual: 'Contacts: manual',
        contactsImport: 'Contacts: import',
        contactsHubspot: 'Contacts: HubSpot',
      },
    },
    'companies-by-lead-status': {
      title: 'Companies by lead status',
      description: 'Your companies now, by lead status.',
      columns: { leadStatus: 'Lead status', count: 'Companies' },
    },
  } satisfies Record<ReportId, ReportCopy>,
  pipelineNotFound: 'Pipeline not found',
  ownerNotFound: 'User not found',
} as const;
