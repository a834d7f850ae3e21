import { useSyncExternalStore } from 'react';

/** A value kept outside React (module state shared by effects, utilities and components). */
export interface Store<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
  /** Replaces the value and tells the subscribers; false (nothing told) when it is the same. */
  set(next: T): boolean;
}

/** A store whose first value is computed on first read (so a sessionStorage read waits until needed). */
export function createStore<T>(initial: () => T): Store<T> {
  let value: { current: T } | undefined;
  const listeners = new Set<() => void>();
  const getSnapshot = (): T => {
    value ??= { current: initial() };
    return value.current;
  };
  return {
    getSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (Object.is(next, getSnapshot())) return false;
      value = { current: next };
      for (const listener of listeners) listener();
      return true;
    },
  };
}

/** The store's value in a component, re-rendered when it changes. */
export function useStore<T>(store: Pick<Store<T>, 'getSnapshot' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
