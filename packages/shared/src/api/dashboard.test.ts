import { describe, expect, it } from 'vitest';
import { DASHBOARD_CARD_IDS, effectiveDashboardLayout, isValidDashboardLayout } from './dashboard.ts';

describe('dashboard layout validity (docs/product/dashboard.md)', () => {
  it('accepts the 8 known ids, each once, in any order', () => {
    expect(isValidDashboardLayout([...DASHBOARD_CARD_IDS])).toBe(true);
    expect(isValidDashboardLayout([...DASHBOARD_CARD_IDS].reverse())).toBe(true);
  });

  it.each([
    ['null', null],
    ['an object', { contacts: 1 }],
    ['seven cards', DASHBOARD_CARD_IDS.slice(1)],
    ['a duplicate', [...DASHBOARD_CARD_IDS.slice(1), 'hr']],
    ['an unknown id', [...DASHBOARD_CARD_IDS.slice(1), 'tasks']],
    ['a number', [...DASHBOARD_CARD_IDS.slice(1), 8]],
    ['nine cards', [...DASHBOARD_CARD_IDS, 'hr']],
  ])('refuses %s and falls back to the default order', (_name, value) => {
    expect(isValidDashboardLayout(value)).toBe(false);
    expect(effectiveDashboardLayout(value)).toEqual([...DASHBOARD_CARD_IDS]);
  });
});
