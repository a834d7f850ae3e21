import { describe, expect, it } from 'vitest';
import { toIsoTimestamp } from '../../src/db/timestamps.ts';

describe('toIsoTimestamp', () => {
  it('writes what Date.toISOString writes, from PostgreSQL text or a Date', () => {
    const texts = [
      '2026-11-22 15:20:01.123456+00',
      '2026-11-22 15:20:01.1+00',
      '2026-11-22 15:20:01.12+00',
      '2026-11-22 15:20:01.999999+00',
      '2026-11-22 15:20:01+00',
      '2026-01-02 03:04:05.678+01',
      '2026-01-02 03:04:05.678-05:30',
    ];
    for (const text of texts) {
      // Date truncates to milliseconds, as the fast path does.
      const expected = new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
      expect(toIsoTimestamp(text), text).toBe(expected);
    }
    const date = new Date('2026-11-22T15:20:01.123Z');
    expect(toIsoTimestamp(date)).toBe('2026-11-22T15:20:01.123Z');
    expect(toIsoTimestamp(null)).toBeNull();
  });
});
