import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useIsCrossAppSignInPending } from '../hooks/useIsCrossAppSignInPending';
import { redirectPathFromState } from '../utils/redirect-path';
import { mayBeSignedIn } from '../utils/session-hint';

/** For pages only signed-out users need (/auth): signed-in users go on to where they were headed. */
export function GuestOnlyRoute({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const isCrossAppPending = useIsCrossAppSignInPending();

  // A browser with no session last time sees the page at once; a signed-in user arriving here
  // gets the spinner, then goes on, rather than a glimpse of the form (session-hint.ts).
  if ((isLoading && mayBeSignedIn()) || (!user && isCrossAppPending)) return <CenteredSpinner />;
  if (user) return <Navigate to={redirectPathFromState(location.state)} replace />;
  return children ?? <Outlet />;
}
