type Listener = () => void;

let isPending = false;
const listeners = new Set<Listener>();

/**
 * Whether a cross-app sign-in is running. Module-level so the guard sees it on the very render in
 * which the effect removes the crossApp parameter from the address.
 */
export const crossAppSignInStore = {
  getSnapshot: (): boolean => isPending,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setPending(next: boolean): void {
    if (next === isPending) return;
    isPending = next;
    for (const listener of listeners) listener();
  },
};
