import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './activity-date-input';

describe('datetime-local values of the Log Activity dialog', () => {
  it('round-trips a local time to the minute', () => {
    const date = new Date(2026, 10, 26, 9, 5, 42);
    expect(toLocalInput(date)).toBe('2026-11-26T09:05');
    expect(fromLocalInput('2026-11-26T09:05')?.getTime()).toBe(new Date(2026, 10, 26, 9, 5).getTime());
  });

  it('refuses empty, malformed and impossible dates', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('26/11/2026 09:05')).toBeNull();
    expect(fromLocalInput('2026-02-31T10:00')).toBeNull();
  });
});
