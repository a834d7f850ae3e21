import { describe, expect, it } from 'vitest';
import {
  type DayPart,
  type LeaveSpan,
  leaveHalfDaysByYear,
  leaveSpanProblem,
  spansOverlap,
} from './holiday-days.ts';

const span = (
  startDate: string,
  endDate: string,
  startPart: DayPart = 'full',
  endPart: DayPart = 'full',
): LeaveSpan => ({
  startDate,
  endDate,
  startPart,
  endPart,
});

// 2026-03-02 is a Monday; 2026-12-25 a Friday; 2027-01-01 a Friday.
const HOLIDAYS = new Set(['2026-03-04', '2026-12-25', '2026-12-28', '2027-01-01']);

describe('leave days (half days per year)', () => {
  it.each([
    ['one weekday', span('2026-03-02', '2026-03-02'), { 2026: 2 }],
    ['a morning', span('2026-03-02', '2026-03-02', 'am', 'am'), { 2026: 1 }],
    ['an afternoon', span('2026-03-03', '2026-03-03', 'pm', 'pm'), { 2026: 1 }],
    ['Mon–Fri with a public holiday on Wed', span('2026-03-02', '2026-03-06'), { 2026: 8 }],
    ['Fri–Mon across a weekend', span('2026-03-06', '2026-03-09'), { 2026: 4 }],
    ['a Saturday only', span('2026-03-07', '2026-03-07'), {}],
    ['a public holiday only', span('2026-03-04', '2026-03-04'), {}],
    ['afternoon start, morning end', span('2026-03-02', '2026-03-05', 'pm', 'am'), { 2026: 4 }],
    [
      'half day falling on a weekend counts nothing',
      span('2026-03-06', '2026-03-07', 'pm', 'am'),
      { 2026: 1 },
    ],
    ['over New Year, both years’ holidays skipped', span('2026-12-24', '2027-01-05'), { 2026: 8, 2027: 4 }],
    ['a whole leap-free year of weekdays', span('2025-01-01', '2025-12-31'), { 2025: 522 }],
  ])('%s', (_name, input, expected) => {
    expect(leaveHalfDaysByYear(input, HOLIDAYS)).toEqual(expected);
  });
});

describe('leave span rules', () => {
  it.each([
    [span('2026-03-02', '2026-03-01'), 'endBeforeStart'],
    [span('2026-01-01', '2027-01-02'), 'tooLong'],
    [span('2026-03-02', '2026-03-02', 'am', 'pm'), 'partsInvalid'],
    [span('2026-03-02', '2026-03-03', 'am', 'full'), 'partsInvalid'],
    [span('2026-03-02', '2026-03-03', 'full', 'pm'), 'partsInvalid'],
    [span('2026-03-02', '2026-03-03', 'pm', 'am'), null],
    [span('2026-03-02', '2026-03-02', 'pm', 'pm'), null],
  ])('%j → %s', (input, expected) => {
    expect(leaveSpanProblem(input)).toBe(expected);
  });

  it.each([
    [span('2026-03-02', '2026-03-02', 'am', 'am'), span('2026-03-02', '2026-03-02', 'pm', 'pm'), false],
    [span('2026-03-02', '2026-03-03', 'full', 'am'), span('2026-03-03', '2026-03-04', 'pm', 'full'), false],
    [span('2026-03-02', '2026-03-03'), span('2026-03-03', '2026-03-03', 'pm', 'pm'), true],
    [span('2026-03-02', '2026-03-06'), span('2026-03-04', '2026-03-04'), true],
    [span('2026-03-02', '2026-03-02'), span('2026-03-03', '2026-03-03'), false],
  ])('overlap %#', (a, b, expected) => {
    expect(spansOverlap(a, b)).toBe(expected);
    expect(spansOverlap(b, a)).toBe(expected);
  });
});
