import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './listbox-keys';

describe('nextActiveIndex', () => {
  it('moves down and up, wrapping round the ends', () => {
    expect(nextActiveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps with Home and End, ignores other keys and empty lists', () => {
    expect(nextActiveIndex('Home', 2, 3)).toBe(0);
    expect(nextActiveIndex('End', 0, 3)).toBe(2);
    expect(nextActiveIndex('Enter', 1, 3)).toBeNull();
    expect(nextActiveIndex('a', 1, 3)).toBeNull();
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBeNull();
  });
});
