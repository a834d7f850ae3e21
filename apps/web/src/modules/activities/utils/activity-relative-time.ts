import { ACTIVITIES_COPY } from '@northdesk/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

const localMidnight = (time: number) => {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

/**
 * Relative time of docs/product/activities.md, by calendar day in the viewer's time zone: today, yesterday,
 * n days (under 7), n weeks (under 30 days), n months. A moment in the future reads "today".
 */
export function activityRelativeTime(date: string | Date | number, now: number = Date.now()): string {
  const then = new Date(date).getTime();
  if (!Number.isFinite(then)) return '';
  const days = Math.round((localMidnight(now) - localMidnight(then)) / DAY_MS);
  const { relative } = ACTIVITIES_COPY;
  if (days <= 0) return relative.today;
  if (days === 1) return relative.yesterday;
  if (days < 7) return relative.days(days);
  if (days < 30) return relative.weeks(Math.floor(days / 7));
  return relative.months(Math.max(1, Math.floor(days / 30)));
}
