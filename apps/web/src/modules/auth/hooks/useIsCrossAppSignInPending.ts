import { useSyncExternalStore } from 'react';
import { crossAppSignInStore } from '../utils/cross-app-sign-in-store';

export function useIsCrossAppSignInPending(): boolean {
  return useSyncExternalStore(
    crossAppSignInStore.subscribe,
    crossAppSignInStore.getSnapshot,
    crossAppSignInStore.getSnapshot,
  );
}
