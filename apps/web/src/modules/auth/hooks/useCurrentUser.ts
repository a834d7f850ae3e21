import { AUTH_COPY, type CurrentUser, currentUserResponseSchema } from '@northdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { authQueryKeys } from '../utils/auth-query-keys';

async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  try {
    const { user } = await apiFetch('/api/account/me', { schema: currentUserResponseSchema, signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: authQueryKeys.currentUser,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  meta: { errorToast: AUTH_COPY.profileLoadFailed },
});

/** The signed-in user: null when signed out (or when the session could not be loaded). */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions);
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}
