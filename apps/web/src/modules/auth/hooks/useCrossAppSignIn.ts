import { AUTH_COPY, type CrossAppPayload, currentUserResponseSchema } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import { broadcastAuthEvent } from '../utils/auth-broadcast';
import { authQueryKeys } from '../utils/auth-query-keys';
import { decodeCrossAppPayload } from '../utils/cross-app-payload';
import { crossAppSignInStore } from '../utils/cross-app-sign-in-store';
import { storeSignedInUser } from '../utils/session-cache';

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

/** Signs in from a sibling app's crossApp payload; returns whether it worked. */
export function useCrossAppSignIn() {
  const queryClient = useQueryClient();

  return useCallback(
    async (encodedPayload: string): Promise<boolean> => {
      // Set before the first await: the caller removes the parameter right after calling.
      crossAppSignInStore.setPending(true);
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
        if (!queryClient.getQueryData(authQueryKeys.currentUser))
          throw new Error('Session was not established');

        broadcastAuthEvent('signed-in');
        showWelcomeToast(payload);
        if (payload.breadcrumb) document.title = AUTH_COPY.crossAppTitle(payload.breadcrumb);
        return true;
      } catch {
        toast.error(AUTH_COPY.crossAppFailed);
        return false;
      } finally {
        crossAppSignInStore.setPending(false);
      }
    },
    [queryClient],
  );
}
