export const dashboardQueryKeys = {
  layout: ['dashboard', 'layout'] as const,
  summary: ['dashboard', 'summary'] as const,
};
