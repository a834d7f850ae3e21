import { useMediaQuery } from '@/modules/ui/hooks/useMediaQuery';
import { MOBILE_SHELL_MEDIA_QUERY } from '../utils/mobile-routes';

/** True on phones and on tablets held upright: they get the mobile screens only. */
export function useUsesMobileShell(): boolean {
  return useMediaQuery(MOBILE_SHELL_MEDIA_QUERY);
}
