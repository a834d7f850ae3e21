import { useMediaQuery } from '@/modules/ui/hooks/useMediaQuery';

export const MOBILE_BREAKPOINT = 768;

/** True while the viewport is narrower than the mobile breakpoint (768px); the sidebar's switch. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
}
