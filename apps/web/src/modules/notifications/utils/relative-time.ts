const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: ReadonlyArray<readonly [number, string]> = [
  [YEAR, 'year'],
  [MONTH, 'month'],
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
];

/** How long ago a moment was, in words: "just now", "1 minute ago", "5 hours ago", "3 days ago"… */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const elapsed = new Date(now).getTime() - then;
  // Invalid dates, clock skew (a moment slightly in the future) and the last minute read "just now".
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'just now';
  for (const [size, unit] of UNITS) {
    if (elapsed >= size) {
      const count = Math.floor(elapsed / size);
      return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}
