import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => minutes(n * 60);
const days = (n: number) => hours(n * 24);

describe('formatRelativeTime', () => {
  it('reads "just now" within the first minute', () => {
    expect(formatRelativeTime(now, now)).toBe('just now');
    expect(formatRelativeTime(ago(59_000), now)).toBe('just now');
  });

  it('reads "just now" for a moment slightly in the future (clock skew)', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5_000), now)).toBe('just now');
  });

  it('counts minutes, singular and plural', () => {
    expect(formatRelativeTime(ago(minutes(1)), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(minutes(5)), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(minutes(59) + 59_000), now)).toBe('59 minutes ago');
  });

  it('counts hours', () => {
    expect(formatRelativeTime(ago(hours(1)), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(hours(23)), now)).toBe('23 hours ago');
  });

  it('counts days, months and years', () => {
    expect(formatRelativeTime(ago(days(1)), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(days(6)), now)).toBe('6 days ago');
    expect(formatRelativeTime(ago(days(29)), now)).toBe('29 days ago');
    expect(formatRelativeTime(ago(days(45)), now)).toBe('1 month ago');
    expect(formatRelativeTime(ago(days(200)), now)).toBe('6 months ago');
    expect(formatRelativeTime(ago(days(365)), now)).toBe('1 year ago');
    expect(formatRelativeTime(ago(days(800)), now)).toBe('2 years ago');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(hours(2)).getTime(), now.getTime())).toBe('2 hours ago');
  });

  it('reads "just now" for an unreadable date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('just now');
  });
});
