import {
  type BreadcrumbEntry,
  leavePage,
  parseBreadcrumbHistory,
  recordVisit,
} from '../utils/breadcrumb-history';

const STORAGE_KEY = 'northdesk:breadcrumb-history';

type Listener = () => void;

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
  let history: readonly BreadcrumbEntry[] | undefined;
  const listeners = new Set<Listener>();

  const current = (): readonly BreadcrumbEntry[] => {
    history ??= parseBreadcrumbHistory(readStorage());
    return history;
  };

  const update = (next: readonly BreadcrumbEntry[]) => {
    if (next === current()) return;
    history = next;
    writeStorage(next);
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: current,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    recordVisit(path: string): void {
      update(recordVisit(current(), path, Date.now()));
    },
    leavePage(path: string): void {
      update(leavePage(current(), path));
    },
  };
}

export const breadcrumbStore = createBreadcrumbStore();
