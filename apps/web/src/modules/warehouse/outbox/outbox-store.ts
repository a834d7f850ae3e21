import type { WarehouseOp } from '@northdesk/shared';
import type { QueuedOp, QueuedPhoto } from './outbox-db';

/** A photo waiting to upload, without its bytes. */
export type WaitingPhoto = Omit<QueuedPhoto, 'blob' | 'userId'>;

/** What the outbox holds, for the banner and the sign-out warning (no IndexedDB code here). */
export interface OutboxSnapshot {
  /** Ops and photos still to send (set-aside ones not included). */
  waiting: number;
  ops: QueuedOp[];
  /**
   * Ops the server has just acknowledged, with when: a view that reads the server adds them until
   * its answer is newer than that (so a screen never shows a figure go back while it refetches).
   */
  recent: { op: WarehouseOp; ackedAt: number }[];
  photos: number;
  photoList: WaitingPhoto[];
  setAside: { id: string; what: string; message: string }[];
  upload: { photoId: string; fraction: number } | null;
}

const EMPTY: OutboxSnapshot = {
  waiting: 0,
  ops: [],
  recent: [],
  photos: 0,
  photoList: [],
  setAside: [],
  upload: null,
};
let snapshot = EMPTY;
const listeners = new Set<() => void>();

export const outboxStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => snapshot,
};

export function publish(next: OutboxSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export const snapshotNow = () => snapshot;
