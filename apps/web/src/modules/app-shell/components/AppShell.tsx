import { Navigate, useLocation } from 'react-router';
import { useUsesMobileShell } from '@/modules/mobile/hooks/useUsesMobileShell';
import { isMobilePath, MOBILE_HOME_PATH } from '@/modules/mobile/utils/mobile-routes';
import { DesktopShell } from './DesktopShell';
import { MobileShell } from './MobileShell';

/**
 * The layout around every signed-in page. Phones and upright tablets only get the mobile screens:
 * any other path (the root included) is replaced by /mobile-home.
 */
export function AppShell() {
  const usesMobileShell = useUsesMobileShell();
  const { pathname } = useLocation();

  if (!usesMobileShell) return <DesktopShell />;
  if (!isMobilePath(pathname)) return <Navigate to={MOBILE_HOME_PATH} replace />;
  return <MobileShell />;
}
