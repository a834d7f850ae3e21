import { describe, expect, it } from 'vitest';
import { activityRelativeTime } from './activity-relative-time';

const now = new Date(2026, 4, 20, 9, 30).getTime();
const daysAgo = (days: number, hour = 12) => new Date(2026, 4, 20 - days, hour, 0).getTime();

describe('activity relative time (docs/product/activities.md)', () => {
  it.each([
    [0, 'today'],
    [1, 'yesterday'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [59, '1 month ago'],
    [60, '2 months ago'],
    [400, '13 months ago'],
  ])('%i days ago reads "%s"', (days, expected) => {
    expect(activityRelativeTime(daysAgo(days), now)).toBe(expected);
  });

  it('counts calendar days: late yesterday evening is yesterday, early this morning is today', () => {
    expect(activityRelativeTime(daysAgo(1, 23), now)).toBe('yesterday');
    expect(activityRelativeTime(daysAgo(0, 0), now)).toBe('today');
  });

  it('reads a future moment as today and an invalid one as nothing', () => {
    expect(activityRelativeTime(now + 3_600_000, now)).toBe('today');
    expect(activityRelativeTime('not a date', now)).toBe('');
  });
});
