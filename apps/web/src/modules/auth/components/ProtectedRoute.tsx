import { canAccessSection } from '@northdesk/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useIsCrossAppSignInPending } from '../hooks/useIsCrossAppSignInPending';
import { hasCrossAppParam } from '../utils/cross-app-param';
import { toRedirectState } from '../utils/redirect-path';
import { AccessDeniedPanel } from './AccessDeniedPanel';

interface ProtectedRouteProps {
  /** A section of the role table (docs/product/shell.md); users whose role may not enter it see Access Denied. */
  requiredSection?: string;
  /** Defaults to the child routes. */
  children?: ReactNode;
}

export function ProtectedRoute({ requiredSection, children }: ProtectedRouteProps) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const isCrossAppPending = useIsCrossAppSignInPending();
  // The URL check covers the render before CrossAppSignInEffect has started the sign-in.
  const isAwaitingCrossApp = isCrossAppPending || hasCrossAppParam(location.search);

  if (isLoading || (!user && isAwaitingCrossApp)) return <CenteredSpinner />;
  if (!user) return <Navigate to="/auth" replace state={toRedirectState(location)} />;
  if (requiredSection && !canAccessSection(user.role, requiredSection)) return <AccessDeniedPanel />;
  return children ?? <Outlet />;
}
