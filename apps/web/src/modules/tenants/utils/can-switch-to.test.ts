import { describe, expect, it } from 'vitest';
import { canSwitchTo } from './can-switch-to';

describe('canSwitchTo', () => {
  it('is false with nothing selected', () => {
    expect(canSwitchTo(null, 'a')).toBe(false);
  });

  it('is false for the current company', () => {
    expect(canSwitchTo('a', 'a')).toBe(false);
  });

  it('is true for another company', () => {
    expect(canSwitchTo('b', 'a')).toBe(true);
  });
});
