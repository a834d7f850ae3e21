import { createStore } from '@/modules/ui/states/create-store';

export interface AppUpdateState {
  /** A new version has installed and waits; the "App Update Available" dialog shows. */
  isUpdateAvailable: boolean;
  version: string | null;
}

const NO_UPDATE: AppUpdateState = { isUpdateAvailable: false, version: null };

/**
 * The update-available flag (docs/product/shell.md): set when the service worker reports an update,
 * cleared on dismiss. A dismissed worker is not offered again; a newer one is.
 */
function createAppUpdateStore() {
  const store = createStore<AppUpdateState>(() => NO_UPDATE);
  let dismissedWorker: ServiceWorker | null = null;

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    markAvailable(worker: ServiceWorker | null, version: string | null = null): void {
      const state = store.getSnapshot();
      if (worker !== null && worker === dismissedWorker) return;
      if (state.isUpdateAvailable && (version === null || version === state.version)) return;
      store.set({ isUpdateAvailable: true, version: version ?? state.version });
    },
    dismiss(worker: ServiceWorker | null): void {
      dismissedWorker = worker;
      store.set(NO_UPDATE);
    },
  };
}

export const appUpdateStore = createAppUpdateStore();
