import { Outlet } from 'react-router';
import { ForcedPasswordChangeEffect } from '@/modules/auth/components/ForcedPasswordChangeEffect';

/** Everything behind the sign-in guard renders inside this layout. */
export function ProtectedLayout() {
  return (
    <>
      <ForcedPasswordChangeEffect />
      <Outlet />
    </>
  );
}
