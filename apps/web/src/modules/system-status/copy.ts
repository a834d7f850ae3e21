export const SYSTEM_STATUS_COPY = {
  title: 'System status',
  description: 'Connection to the Northdesk server',
  api: (status: string) => `API: ${status}`,
  database: (kind: string) => `Database: ${kind}`,
  unreachable: 'Unable to reach the server',
  retry: 'Retry',
} as const;
