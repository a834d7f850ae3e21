import { type CalendarEntry, dateOfDayNumber, dayNumber, leaveSlots } from '@northdesk/shared';

/** YYYY-MM of a date, and a month moved by n. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);
export function addMonths(month: string, n: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, mon - 1 + n, 1)));
}

export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A grid cell: its date, or null for a day of the month before or after (the key is that day's date). */
export type MonthCell = { key: string; date: string | null };

/** The month's weeks, Monday first; days outside the month have no date. */
export function monthWeeks(month: string): MonthCell[][] {
  const first = dayNumber(`${month}-01`);
  const last = dayNumber(addMonths(month, 1).concat('-01')) - 1;
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const start = first - ((first + 3) % 7);
  const weeks = Math.ceil((last - start + 1) / 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const day = start + w * 7 + d;
      const date = dateOfDayNumber(day);
      return { key: date, date: day >= first && day <= last ? date : null };
    }),
  );
}

/** Who is away on a date (a half day counts). */
export function awayOn(entries: readonly CalendarEntry[], date: string): CalendarEntry[] {
  const day = dayNumber(date);
  return entries.filter((entry) => {
    const { first, last } = leaveSlots(entry);
    return first <= day * 2 + 1 && last >= day * 2;
  });
}
