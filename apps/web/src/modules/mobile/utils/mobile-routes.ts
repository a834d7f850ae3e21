import { MOBILE_BREAKPOINT_PX, TABLET_BREAKPOINT_PX } from '@northdesk/shared';
import { normalizePath } from '@/modules/navigation/utils/page-titles';

export const MOBILE_HOME_PATH = '/mobile-home';

/** The only routes a phone, or a tablet held upright, may show (docs/product/shell.md). */
export const MOBILE_PATHS = [
  MOBILE_HOME_PATH,
  '/mobile-scanner',
  '/mobile-receipt',
  '/mobile-photos',
  '/mobile-unknown',
  '/mobile-chat',
] as const;

export function isMobilePath(path: string): boolean {
  return (MOBILE_PATHS as readonly string[]).includes(normalizePath(path));
}

/**
 * What the device is, decided once per load (issue 17): a touch device (coarse primary pointer)
 * whose screen's short side is under 768px is a phone, under 1024px a tablet; anything with a
 * fine pointer (mouse, trackpad) is a desktop whatever the size of its window, so narrowing a
 * desktop window never swaps the page for the mobile screens.
 */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

export function classifyDevice(device: {
  coarsePointer: boolean;
  screenWidth: number;
  screenHeight: number;
}): DeviceClass {
  if (!device.coarsePointer) return 'desktop';
  const shortSide = Math.min(device.screenWidth, device.screenHeight);
  if (shortSide < MOBILE_BREAKPOINT_PX) return 'phone';
  if (shortSide < TABLET_BREAKPOINT_PX) return 'tablet';
  return 'desktop';
}

/** Phones always, and tablets held upright, get the mobile shell (docs/product/shell.md). */
export function usesMobileShell(device: DeviceClass, portrait: boolean): boolean {
  return device === 'phone' || (device === 'tablet' && portrait);
}

export const PORTRAIT_MEDIA_QUERY = '(orientation: portrait)';
