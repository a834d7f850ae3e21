import { createStore } from '@/modules/ui/states/create-store';

const pending = createStore(() => false);

/**
 * Whether a cross-app sign-in is running. Module-level so the guard sees it on the very render in
 * which the effect removes the crossApp parameter from the address.
 */
export const crossAppSignInStore = {
  getSnapshot: pending.getSnapshot,
  subscribe: pending.subscribe,
  setPending(next: boolean): void {
    pending.set(next);
  },
};
