import { describe, expect, it } from 'vitest';
import { classifyDevice, isMobilePath, usesMobileShell } from './mobile-routes';

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

describe('classifyDevice', () => {
  const touch = (screenWidth: number, screenHeight: number) =>
    classifyDevice({ coarsePointer: true, screenWidth, screenHeight });

  it('calls a touch screen under 768px on its short side a phone, in either orientation', () => {
    expect(touch(390, 844)).toBe('phone');
    expect(touch(844, 390)).toBe('phone');
  });

  it('calls a touch screen of 768 to under 1024px on its short side a tablet', () => {
    expect(touch(768, 1024)).toBe('tablet');
    expect(touch(1194, 834)).toBe('tablet');
    expect(touch(1024, 1366)).toBe('desktop');
  });

  it('calls anything with a fine pointer a desktop, whatever its size', () => {
    expect(classifyDevice({ coarsePointer: false, screenWidth: 390, screenHeight: 844 })).toBe('desktop');
    expect(classifyDevice({ coarsePointer: false, screenWidth: 1920, screenHeight: 1080 })).toBe('desktop');
  });
});

describe('usesMobileShell', () => {
  it('is true on phones in any orientation', () => {
    expect(usesMobileShell('phone', true)).toBe(true);
    expect(usesMobileShell('phone', false)).toBe(true);
  });

  it('is true on tablets in portrait only', () => {
    expect(usesMobileShell('tablet', true)).toBe(true);
    expect(usesMobileShell('tablet', false)).toBe(false);
  });

  it('is false on desktops, even in a narrow upright window', () => {
    expect(usesMobileShell('desktop', true)).toBe(false);
    expect(usesMobileShell('desktop', false)).toBe(false);
  });
});
