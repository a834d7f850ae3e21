import { describe, expect, it } from 'vitest';
import { isPathActive } from './is-path-active';

describe('isPathActive', () => {
  it('matches the root only exactly', () => {
    expect(isPathActive('/', '/')).toBe(true);
    expect(isPathActive('/', '/companies')).toBe(false);
  });

  it('matches other items by path prefix', () => {
    expect(isPathActive('/companies', '/companies')).toBe(true);
    expect(isPathActive('/companies', '/companies/42')).toBe(true);
    expect(isPathActive('/companies', '/companies/')).toBe(true);
  });

  it('does not match a different path that shares the first letters', () => {
    expect(isPathActive('/company', '/companies')).toBe(false);
    expect(isPathActive('/settings', '/crm-settings')).toBe(false);
  });
});
