import { createStore } from '@/modules/ui/states/create-store';
import {
  type BreadcrumbEntry,
  leavePage,
  parseBreadcrumbHistory,
  recordVisit,
} from '../utils/breadcrumb-history';

const STORAGE_KEY = 'northdesk:breadcrumb-history';

function readStorage(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(history: readonly BreadcrumbEntry[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Storage can be full or disabled (private mode); the history then lives for this page only.
  }
}

/** The tab's breadcrumb history, kept in sessionStorage so it survives reloads of the tab. */
function createBreadcrumbStore() {
  const store = createStore<readonly BreadcrumbEntry[]>(() => parseBreadcrumbHistory(readStorage()));
  const current = store.getSnapshot;

  const update = (next: readonly BreadcrumbEntry[]) => {
    if (store.set(next)) writeStorage(next);
  };

  return {
    getSnapshot: current,
    subscribe: store.subscribe,
    recordVisit(path: string): void {
      update(recordVisit(current(), path, Date.now()));
    },
    leavePage(path: string): void {
      update(leavePage(current(), path));
    },
  };
}

export const breadcrumbStore = createBreadcrumbStore();
