import type { PhotoKind } from '@northdesk/shared';
import { compressPhoto } from '../utils/compress-photo';
import { enqueuePhoto } from './outbox';

/** What a photo shows: a receipt, a product and/or an unknown item (at least one). */
export interface PhotoSubject {
  receiptId?: string;
  productId?: string;
  unknownItemId?: string;
}

/**
 * Compresses each photo on the phone and queues it (IndexedDB, with an id made here so a retried
 * upload is the same photo); the outbox uploads it in the background after the ops that create
 * its subject.
 */
export async function queuePhotos(
  userId: string,
  files: readonly File[],
  kind: PhotoKind,
  subject: PhotoSubject,
): Promise<number> {
  for (const file of files) {
    const blob = await compressPhoto(file);
    const extension = blob.type === 'image/jpeg' ? 'jpg' : (file.name.split('.').pop() ?? 'jpg');
    await enqueuePhoto({
      id: crypto.randomUUID(),
      userId,
      kind,
      blob,
      fileName: `photo.${extension}`,
      takenAt: new Date(file.lastModified || Date.now()).toISOString(),
      ...subject,
    });
  }
  return files.length;
}
