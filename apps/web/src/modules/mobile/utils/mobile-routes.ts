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
 * Phones (under 768px) and tablets (768 to under 1024px) in portrait get the mobile shell.
 * The same rule as MOBILE_SHELL_MEDIA_QUERY, for code that knows the viewport size.
 */
export function usesMobileShell(width: number, height: number): boolean {
  if (width < MOBILE_BREAKPOINT_PX) return true;
  return width < TABLET_BREAKPOINT_PX && height >= width;
}

export const MOBILE_SHELL_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px), (max-width: ${
  TABLET_BREAKPOINT_PX - 1
}px) and (orientation: portrait)`;
