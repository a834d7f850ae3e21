import { useCurrentUser } from '../hooks/useCurrentUser';
import { PasswordChangeDialog } from './PasswordChangeDialog';

/** Holds a user who has not replaced their initial password in the forced password dialog. */
export function ForcedPasswordChangeEffect() {
  const { user } = useCurrentUser();
  return <PasswordChangeDialog mode="forced" open={user?.firstLoginCompleted === false} />;
}
