import { describe, expect, it } from 'vitest';
import { unreadBadgeLabel } from './unread-badge';

describe('unreadBadgeLabel', () => {
  it('is hidden at 0', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
  });

  it('shows the count up to 9', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
  });

  it('shows 9+ above 9', () => {
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(50)).toBe('9+');
  });
});
