import { useSyncExternalStore } from 'react';
import { outboxStore } from '../outbox/outbox-store';

/** What waits in the phone's outbox (ops, photos, the upload in progress, what was set aside). */
export function useOutbox() {
  return useSyncExternalStore(outboxStore.subscribe, outboxStore.getSnapshot);
}
