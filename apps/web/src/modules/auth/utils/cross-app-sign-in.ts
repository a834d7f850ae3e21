import { AUTH_COPY, type CrossAppPayload, currentUserResponseSchema } from '@northdesk/shared';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { broadcastAuthEvent } from './auth-broadcast';
import { authQueryKeys } from './auth-query-keys';
import { decodeCrossAppPayload } from './cross-app-payload';
import { storeSignedInUser } from './session-cache';

const WELCOME_WITH_ACTION_DURATION_MS = 10_000;

function showWelcomeToast({ source, returnUrl }: CrossAppPayload): void {
  const title = AUTH_COPY.crossAppWelcome(source.toUpperCase());
  if (!returnUrl) {
    toast.success(title);
    return;
  }
  toast.success(title, {
    duration: WELCOME_WITH_ACTION_DURATION_MS,
    action: { label: AUTH_COPY.crossAppGoBack, onClick: () => window.location.assign(returnUrl) },
  });
}

/**
 * Signs in from a sibling app's crossApp payload; returns whether it worked. Loaded by
 * useCrossAppSignIn only when a payload arrives (the payload's schema is zod).
 */
export async function signInFromCrossApp(queryClient: QueryClient, encodedPayload: string): Promise<boolean> {
  try {
    const payload = decodeCrossAppPayload(encodedPayload);
    if (!payload) throw new Error('Malformed cross-app payload');

    const { user } = await apiFetch('/api/account/cross-app/session', {
      method: 'POST',
      body: { accessToken: payload.accessToken, refreshToken: payload.refreshToken },
      schema: currentUserResponseSchema,
    });
    await storeSignedInUser(queryClient, user);
    await queryClient.refetchQueries({ queryKey: authQueryKeys.currentUser });
    // The session cookie must be usable, not just the token exchange answer.
    if (!queryClient.getQueryData(authQueryKeys.currentUser)) throw new Error('Session was not established');

    broadcastAuthEvent('signed-in');
    showWelcomeToast(payload);
    if (payload.breadcrumb) document.title = AUTH_COPY.crossAppTitle(payload.breadcrumb);
    return true;
  } catch {
    toast.error(AUTH_COPY.crossAppFailed);
    return false;
  }
}
