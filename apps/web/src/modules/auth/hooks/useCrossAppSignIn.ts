import { AUTH_COPY } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toaster';
import { crossAppSignInStore } from '../utils/cross-app-sign-in-store';

/** Signs in from a sibling app's crossApp payload; returns whether it worked. */
export function useCrossAppSignIn() {
  const queryClient = useQueryClient();

  return useCallback(
    async (encodedPayload: string): Promise<boolean> => {
      // Set before the first await: the caller removes the parameter right after calling.
      crossAppSignInStore.setPending(true);
      try {
        // The exchange and the payload's schema are their own chunk: most loads carry no payload.
        const { signInFromCrossApp } = await import('../utils/cross-app-sign-in');
        return await signInFromCrossApp(queryClient, encodedPayload);
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
