import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../hooks/useCurrentUser';

// Only a first sign-in needs it: its form (react-hook-form) and dialog stay out of every other
// signed-in first load (issue 22).
const PasswordChangeDialog = lazy(() =>
  import('./PasswordChangeDialog').then((module) => ({ default: module.PasswordChangeDialog })),
);

/** Holds a user who has not replaced their initial password in the forced password dialog. */
export function ForcedPasswordChangeEffect() {
  const { user } = useCurrentUser();
  if (user?.firstLoginCompleted !== false) return null;
  return (
    <Suspense fallback={null}>
      <PasswordChangeDialog mode="forced" open />
    </Suspense>
  );
}
