/**
 * Counting leave (docs/product/holidays.md), shared so the request form shows the very count the
 * server books. Leave is counted in half days (integers, exact); a day is a working day unless it
 * is a Saturday, a Sunday or one of the company's public holidays.
 */
export const LEAVE_TYPES = ['annual', 'sick', 'unpaid', 'other'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
/** Only annual leave is taken from the allowance; the others are recorded. */
export const ALLOWANCE_LEAVE_TYPE: LeaveType = 'annual';
/** full = the whole day; am = the morning only; pm = the afternoon only. */
export const DAY_PARTS = ['full', 'am', 'pm'] as const;
export type DayPart = (typeof DAY_PARTS)[number];
export const MAX_LEAVE_SPAN_DAYS = 366;

export interface LeaveSpan {
  startDate: string;
  endDate: string;
  startPart: DayPart;
  endPart: DayPart;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date (UTC, so no daylight-saving gaps). */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function isWeekend(day: number): boolean {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Why a span cannot be a request, or null. Parts: a one-day span has one part; a longer one may start at noon and end at noon. */
export function leaveSpanProblem(span: LeaveSpan): 'endBeforeStart' | 'tooLong' | 'partsInvalid' | null {
  const start = dayNumber(span.startDate);
  const end = dayNumber(span.endDate);
  if (end < start) return 'endBeforeStart';
  if (end - start + 1 > MAX_LEAVE_SPAN_DAYS) return 'tooLong';
  if (start === end) return span.startPart === span.endPart ? null : 'partsInvalid';
  if (span.startPart === 'am' || span.endPart === 'pm') return 'partsInvalid';
  return null;
}

/**
 * The half-day slots a span covers, first and last inclusive: slot 2d is the morning of day d,
 * 2d + 1 its afternoon. Two requests overlap when their slot ranges meet.
 */
export function leaveSlots(span: LeaveSpan): { first: number; last: number } {
  const start = dayNumber(span.startDate);
  const end = dayNumber(span.endDate);
  return {
    first: start * 2 + (span.startPart === 'pm' ? 1 : 0),
    last: end * 2 + (span.endPart === 'am' ? 0 : 1),
  };
}

export function spansOverlap(a: LeaveSpan, b: LeaveSpan): boolean {
  const x = leaveSlots(a);
  const y = leaveSlots(b);
  return x.first <= y.last && y.first <= x.last;
}

/**
 * Working half days of a span per calendar year ({ 2026: 3 } is a day and a half in 2026), so a
 * request over New Year takes from both years' allowances.
 */
export function leaveHalfDaysByYear(
  span: LeaveSpan,
  publicHolidays: ReadonlySet<string>,
): Record<string, number> {
  const { first, last } = leaveSlots(span);
  const byYear: Record<string, number> = {};
  for (let day = Math.floor(first / 2); day <= Math.floor(last / 2); day++) {
    const date = dateOfDayNumber(day);
    if (isWeekend(day) || publicHolidays.has(date)) continue;
    const halves = Math.min(last, day * 2 + 1) - Math.max(first, day * 2) + 1;
    const year = date.slice(0, 4);
    byYear[year] = (byYear[year] ?? 0) + halves;
  }
  return byYear;
}

export function totalHalfDays(byYear: Record<string, number>): number {
  return Object.values(byYear).reduce((sum, n) => sum + n, 0);
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const PART_WORDS: Record<DayPart, string> = { full: '', am: ' (morning)', pm: ' (afternoon)' };

/** "4 May 2026", "4 May 2026 (morning)", "4 May 2026 (afternoon) – 8 May 2026": for messages and lists. */
export function formatLeaveDates(span: LeaveSpan): string {
  const day = (date: string) => DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
  if (span.startDate === span.endDate) return `${day(span.startDate)}${PART_WORDS[span.startPart]}`;
  return `${day(span.startDate)}${PART_WORDS[span.startPart]} – ${day(span.endDate)}${PART_WORDS[span.endPart]}`;
}
