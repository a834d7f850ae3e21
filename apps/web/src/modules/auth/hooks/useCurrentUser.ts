import { AUTH_COPY, type CurrentUser } from '@northdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchSignedIn } from '@/lib/api-client';
import { authQueryKeys } from '../utils/auth-query-keys';
import { lastSessionUser, rememberSignedIn } from '../utils/session-hint';

const loadSchema = () =>
  import('../utils/current-user-schema').then((module) => module.currentUserResponseSchema);

async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  let answer: { user: CurrentUser } | null;
  // The server's answer in the page itself for a live session (web-preloads.ts): no round trip.
  // Used once; a later check asks the server.
  const inPage = document.getElementById('northdesk-session');
  inPage?.remove();
  try {
    // The schema (zod) only for a signed-in answer: the sign-in page's first load does without it.
    answer = inPage
      ? (await loadSchema()).parse(JSON.parse(inPage.textContent))
      : await apiFetchSignedIn('/api/account/me', loadSchema, { signal });
  } catch (error) {
    // No network at all (fetch itself failed): the last session's user, so the phone screens
    // and their outbox work after a reload offline. The server still judges every request.
    const stored = error instanceof TypeError && !signal.aborted ? lastSessionUser() : null;
    const offline = stored ? (await loadSchema()).safeParse({ user: stored }) : null;
    if (offline?.success) return offline.data.user;
    throw error;
  }
  rememberSignedIn(answer !== null, answer?.user);
  return answer?.user ?? null;
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
