type Listener = () => void;

export interface AppUpdateState {
  /** A new version has installed and waits; the "App Update Available" dialog shows. */
  isUpdateAvailable: boolean;
  version: string | null;
}

const NO_UPDATE: AppUpdateState = { isUpdateAvailable: false, version: null };

/**
 * The update-available flag (shell spec §4): set when the service worker reports an update,
 * cleared on dismiss. A dismissed worker is not offered again; a newer one is.
 */
function createAppUpdateStore() {
  let state = NO_UPDATE;
  let dismissedWorker: ServiceWorker | null = null;
  const listeners = new Set<Listener>();

  const set = (next: AppUpdateState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: (): AppUpdateState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markAvailable(worker: ServiceWorker | null, version: string | null = null): void {
      if (worker !== null && worker === dismissedWorker) return;
      if (state.isUpdateAvailable && (version === null || version === state.version)) return;
      set({ isUpdateAvailable: true, version: version ?? state.version });
    },
    dismiss(worker: ServiceWorker | null): void {
      dismissedWorker = worker;
      set(NO_UPDATE);
    },
  };
}

export const appUpdateStore = createAppUpdateStore();
