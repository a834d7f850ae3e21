import { describe, expect, it } from 'vitest';
import { isMobilePath, MOBILE_SHELL_MEDIA_QUERY, usesMobileShell } from './mobile-routes';

describe('isMobilePath', () => {
  it.each(['/mobile-home', '/mobile-scanner', '/mobile-receipt', '/mobile-photos', '/mobile-unknown'])(
    'accepts %s',
    (path) => {
      expect(isMobilePath(path)).toBe(true);
    },
  );

  it('accepts the chat screen and ignores query and trailing slash', () => {
    expect(isMobilePath('/mobile-chat/')).toBe(true);
    expect(isMobilePath('/mobile-home?tab=1')).toBe(true);
  });

  it.each(['/', '/companies', '/holidays', '/mobile', '/mobile-home/extra'])('rejects %s', (path) => {
    expect(isMobilePath(path)).toBe(false);
  });
});

describe('usesMobileShell', () => {
  it('is true on phones in any orientation', () => {
    expect(usesMobileShell(390, 844)).toBe(true);
    expect(usesMobileShell(767, 400)).toBe(true);
  });

  it('is true on tablets in portrait only', () => {
    expect(usesMobileShell(768, 1024)).toBe(true);
    expect(usesMobileShell(1023, 1366)).toBe(true);
    expect(usesMobileShell(1000, 768)).toBe(false);
  });

  it('is false on desktops', () => {
    expect(usesMobileShell(1024, 1366)).toBe(false);
    expect(usesMobileShell(1280, 800)).toBe(false);
  });

  it('has a media query with the same breakpoints', () => {
    expect(MOBILE_SHELL_MEDIA_QUERY).toBe(
      '(max-width: 767px), (max-width: 1023px) and (orientation: portrait)',
    );
  });
});
