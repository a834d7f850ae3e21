import type { CatalogueResponse, PhotoKind, WarehouseOp } from '@northdesk/shared';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** One queued op: sent in `seq` order, by the user who made it only. */
export interface QueuedOp {
  seq?: number;
  userId: string;
  op: WarehouseOp;
  queuedAt: string;
  /** The server refused it (404/403/400): kept and shown, never dropped silently, not resent. */
  setAside?: string;
}

/** A photo kept as a blob until uploaded; its id is made on the phone, so a retry is the same photo. */
export interface QueuedPhoto {
  id: string;
  userId: string;
  kind: PhotoKind;
  blob: Blob;
  fileName: string;
  receiptId?: string;
  productId?: string;
  unknownItemId?: string;
  takenAt: string;
  setAside?: string;
}

interface OutboxSchema extends DBSchema {
  ops: { key: number; value: QueuedOp; indexes: { byUser: string } };
  photos: { key: string; value: QueuedPhoto; indexes: { byUser: string } };
  catalogue: { key: string; value: { userId: string; catalogue: CatalogueResponse; savedAt: string } };
  /** The last answer of the phone screens' reads (`userId path`), for a reload without network. */
  reads: { key: string; value: { userId: string; data: unknown; savedAt: string } };
}

let database: Promise<IDBPDatabase<OutboxSchema>> | null = null;

/** The phone's warehouse store: the outbox of ops and photos, and the catalogue for offline scans. */
export function outboxDb(): Promise<IDBPDatabase<OutboxSchema>> {
  database ??= openDB<OutboxSchema>('northdesk-warehouse', 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('ops', { keyPath: 'seq', autoIncrement: true }).createIndex('byUser', 'userId');
        db.createObjectStore('photos', { keyPath: 'id' }).createIndex('byUser', 'userId');
        db.createObjectStore('catalogue');
      }
      if (oldVersion < 2) db.createObjectStore('reads');
    },
  });
  return database;
}
