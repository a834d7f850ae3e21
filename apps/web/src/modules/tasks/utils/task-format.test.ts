import { describe, expect, it } from 'vitest';
import { formatDueDate, localToday, moveId } from './task-format';

describe('task formatting', () => {
  it('shows due dates as "MMM dd, yyyy" without a time-zone shift', () => {
    expect(formatDueDate('2025-01-05')).toBe('Jan 05, 2025');
    expect(formatDueDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it("sends the viewer's own calendar date", () => {
    expect(localToday(new Date(2026, 2, 10, 23, 59))).toBe('2026-03-10');
    expect(localToday(new Date(2026, 2, 11, 0, 1))).toBe('2026-03-11');
  });

  it('moves a dragged id to where it was dropped', () => {
    expect(moveId(['a', 'b', 'c'], 'a', 'b')).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveId(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });
});
