import { describe, expect, it } from 'vitest';
import { addMonths, awayOn, monthWeeks } from './month-grid';

describe('month grid', () => {
  it('starts on Monday and pads the weeks', () => {
    // March 2031 starts on a Saturday.
    const weeks = monthWeeks('2031-03');
    expect(weeks[0]?.map((cell) => cell.date)).toEqual([
      null,
      null,
      null,
      null,
      null,
      '2031-03-01',
      '2031-03-02',
    ]);
    expect(
      weeks
        .flat()
        .filter((cell) => cell.date)
        .at(-1)?.date,
    ).toBe('2031-03-31');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves across years', () => {
    expect(addMonths('2031-12', 1)).toBe('2032-01');
    expect(addMonths('2031-01', -1)).toBe('2030-12');
  });

  it('finds who is away on a day, half days included', () => {
    const entry = {
      requestId: '00000000-0000-4000-8000-000000000000',
      person: { id: 'u', name: 'U' },
      startDate: '2031-03-03',
      endDate: '2031-03-05',
      startPart: 'pm' as const,
      endPart: 'am' as const,
      type: null,
    };
    expect(awayOn([entry], '2031-03-02')).toEqual([]);
    expect(awayOn([entry], '2031-03-03')).toHaveLength(1);
    expect(awayOn([entry], '2031-03-05')).toHaveLength(1);
    expect(awayOn([entry], '2031-03-06')).toEqual([]);
  });
});
