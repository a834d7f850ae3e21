import {
  holidaySettingsResponseSchema,
  holidaysCalendarResponseSchema,
  holidaysOverviewResponseSchema,
} from '@northdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { holidaysQueryKeys } from '../utils/holidays-query-keys';

/** My requests and allowance for a year, and what waits for my decision. */
export function useHolidaysOverview(year: number) {
  return useQuery({
    queryKey: holidaysQueryKeys.overview(year),
    queryFn: ({ signal }) =>
      apiFetch(`/api/holidays/overview?year=${year}`, { schema: holidaysOverviewResponseSchema, signal }),
    // Switching year keeps the page in place until the other year arrives.
    placeholderData: keepPreviousData,
  });
}

/** The team's approved leave and the public holidays of a YYYY-MM month. */
export function useHolidaysCalendar(month: string) {
  return useQuery({
    queryKey: holidaysQueryKeys.calendar(month),
    queryFn: ({ signal }) =>
      apiFetch(`/api/holidays/calendar?month=${month}`, { schema: holidaysCalendarResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Allowance rules and public holidays (the request form counts days with them). */
export function useHolidaySettings(enabled = true) {
  return useQuery({
    queryKey: holidaysQueryKeys.settings,
    queryFn: ({ signal }) =>
      apiFetch('/api/holidays/settings', { schema: holidaySettingsResponseSchema, signal }),
    enabled,
  });
}
