/** React Query keys of the holidays area; invalidating `all` refreshes every holidays view. */
export const holidaysQueryKeys = {
  all: ['holidays'] as const,
  overview: (year: number) => ['holidays', 'overview', year] as const,
  calendar: (month: string) => ['holidays', 'calendar', month] as const,
  settings: ['holidays', 'settings'] as const,
};
