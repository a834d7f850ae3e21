import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToAuthEvents } from '../utils/auth-broadcast';
import { resetToSignedOutCache } from '../utils/session-cache';

/** Keeps this tab in step when another tab signs in, signs out or switches company. */
export function AuthBroadcastEffect() {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      subscribeToAuthEvents((event) => {
        if (event === 'signed-out') {
          resetToSignedOutCache(queryClient);
          return;
        }
        // Refetches the current user and every active query; inactive ones refetch on next use.
        void queryClient.invalidateQueries();
      }),
    [queryClient],
  );

  return null;
}
