import {
  type OpResult,
  WAREHOUSE_OPS_MAX,
  type WarehouseOp,
  warehouseOpsResponseSchema,
} from '@northdesk/shared';
import { ApiError, apiFetch } from '@/lib/api-client';
import { outboxDb, type QueuedPhoto } from './outbox-db';
import { type OutboxSnapshot, publish, snapshotNow } from './outbox-store';
import { uploadPhoto } from './photo-upload';

/** Acknowledged ops are kept this long for the views that refetch (see OutboxSnapshot.recent). */
const RECENT_MS = 60_000;
let recent: OutboxSnapshot['recent'] = [];

async function refresh(userId: string, upload: OutboxSnapshot['upload'] = null): Promise<void> {
  const db = await outboxDb();
  const ops = (await db.getAllFromIndex('ops', 'byUser', userId)).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const photos = await db.getAllFromIndex('photos', 'byUser', userId);
  const live = ops.filter((o) => !o.setAside);
  const livePhotos = photos.filter((p) => !p.setAside);
  publish({
    waiting: live.length + livePhotos.length,
    ops: live,
    recent,
    photos: livePhotos.length,
    photoList: livePhotos.map(({ blob: _blob, userId: _user, ...photo }) => photo),
    setAside: [
      ...ops.flatMap((o) => (o.setAside ? [{ id: o.op.opId, what: o.op.type, message: o.setAside }] : [])),
      ...photos.flatMap((p) => (p.setAside ? [{ id: p.id, what: 'photo', message: p.setAside }] : [])),
    ],
    upload,
  });
}

/** Queues ops (in order) and tries to send them at once. */
export async function enqueueOps(userId: string, ops: WarehouseOp[]): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction('ops', 'readwrite');
  const queuedAt = new Date().toISOString();
  for (const op of ops) await tx.store.add({ userId, op, queuedAt });
  await tx.done;
  await refresh(userId);
  void flushOutbox(userId);
}

export async function enqueuePhoto(photo: QueuedPhoto): Promise<void> {
  const db = await outboxDb();
  await db.put('photos', photo);
  await refresh(photo.userId);
  void flushOutbox(photo.userId);
}

type SyncHandler = (results: OpResult[]) => void;
let onSynced: SyncHandler = () => undefined;
let flushing: Promise<void> | null = null;
let again = false;

/**
 * Sends what waits. Single flight: a call during a send makes that send go round once more (so
 * an op queued meanwhile is not left for the next retry) and resolves when it is done.
 */
export function flushOutbox(userId: string): Promise<void> {
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      again = false;
      await sendAll(userId);
    } while (again);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Server refusals keep the op (or photo) aside with the reason; anything else means "try later". */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message || `HTTP ${error.status}`
    : null;

async function sendOps(userId: string): Promise<boolean> {
  const db = await outboxDb();
  for (;;) {
    const queued = (await db.getAllFromIndex('ops', 'byUser', userId))
      .filter((o) => !o.setAside)
      .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
      .slice(0, WAREHOUSE_OPS_MAX);
    if (queued.length === 0) return true;
    try {
      const { results } = await apiFetch('/api/warehouse/ops', {
        method: 'POST',
        body: { ops: queued.map((q) => q.op) },
        schema: warehouseOpsResponseSchema,
      });
      // Applied, replayed (the answer to an earlier send was lost) or flagged: done on this phone.
      const tx = db.transaction('ops', 'readwrite');
      const answered = new Set(results.map((r) => r.opId));
      for (const q of queued)
        if (q.seq !== undefined && answered.has(q.op.opId)) await tx.store.delete(q.seq);
      await tx.done;
      const ackedAt = Date.now();
      recent = [
        ...recent.filter((r) => r.ackedAt > ackedAt - RECENT_MS),
        ...queued.filter((q) => answered.has(q.op.opId)).map((q) => ({ op: q.op, ackedAt })),
      ];
      onSynced(results);
    } catch (error) {
      const message = refusal(error);
      const opId = error instanceof ApiError ? error.fields.opId : undefined;
      const culprit = queued.find((q) => q.op.opId === opId) ?? (queued.length === 1 ? queued[0] : undefined);
      if (message === null || !culprit) return false;
      // The ops before it were applied: they are acknowledged as replays on the next round.
      await db.put('ops', { ...culprit, setAside: message });
    }
    await refresh(userId);
  }
}

async function sendPhotos(userId: string): Promise<void> {
  const db = await outboxDb();
  const photos = (await db.getAllFromIndex('photos', 'byUser', userId)).filter((p) => !p.setAside);
  for (const photo of photos) {
    try {
      await uploadPhoto(photo, (fraction) => void refresh(userId, { photoId: photo.id, fraction }));
      await db.delete('photos', photo.id);
    } catch (error) {
      const message = refusal(error);
      if (message === null) return;
      await db.put('photos', { ...photo, setAside: message });
    }
    await refresh(userId);
  }
}

async function sendAll(userId: string): Promise<void> {
  try {
    // Photos after the ops that create what they show (a receipt or unknown item made offline).
    if (await sendOps(userId)) await sendPhotos(userId);
  } catch {
    // Offline or the server unreachable: everything stays queued for the next try.
  }
  await refresh(userId);
}

const RETRY_MS = 30_000;

/**
 * Keeps sending while the app runs: now, whenever the browser says it is online again, and every
 * 30 s while something waits. Returns a function that stops.
 */
export function startOutbox(userId: string, handler: SyncHandler): () => void {
  onSynced = handler;
  const flush = () => void flushOutbox(userId);
  void refresh(userId).then(flush);
  window.addEventListener('online', flush);
  const timer = window.setInterval(() => {
    if (snapshotNow().waiting > 0) flush();
  }, RETRY_MS);
  return () => {
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
  };
}
