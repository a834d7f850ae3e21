import type { CurrentUser } from '@northdesk/shared';
import type { QueryClient } from '@tanstack/react-query';
import { authQueryKeys, isCurrentUserQueryKey } from './auth-query-keys';
import { rememberSignedIn } from './session-hint';

const isOtherQuery = ({ queryKey }: { queryKey: readonly unknown[] }) => !isCurrentUserQueryKey(queryKey);

/**
 * Forgets everything cached for the previous session. The current-user query is kept (set to
 * null) rather than removed so that mounted guards are notified and redirect at once.
 */
export function resetToSignedOutCache(queryClient: QueryClient): void {
  rememberSignedIn(false);
  queryClient.removeQueries({ predicate: isOtherQuery });
  queryClient.setQueryData<CurrentUser | null>(authQueryKeys.currentUser, null);
}

/** Stores a freshly signed-in user and drops data that may belong to someone else. */
export async function storeSignedInUser(queryClient: QueryClient, user: CurrentUser): Promise<void> {
  // An older /me request still in flight (answered 401) must not overwrite the new user.
  rememberSignedIn(true, user);
  await queryClient.cancelQueries({ queryKey: authQueryKeys.currentUser });
  queryClient.setQueryData<CurrentUser | null>(authQueryKeys.currentUser, user);
  await queryClient.resetQueries({ predicate: isOtherQuery });
}
