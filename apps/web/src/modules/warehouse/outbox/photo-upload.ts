import { ApiError } from '@/lib/api-client';
import type { QueuedPhoto } from './outbox-db';

/** The network is not there (offline, server unreachable): try again later, nothing was refused. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
}

/**
 * Uploads one photo with XMLHttpRequest, which reports upload progress (fetch does not). A photo
 * already stored under its id (an upload whose answer was lost) is answered as stored again.
 */
export function uploadPhoto(photo: QueuedPhoto, onProgress: (fraction: number) => void): Promise<void> {
  const query = new URLSearchParams({ id: photo.id, kind: photo.kind, takenAt: photo.takenAt });
  if (photo.receiptId) query.set('receiptId', photo.receiptId);
  if (photo.productId) query.set('productId', photo.productId);
  if (photo.unknownItemId) query.set('unknownItemId', photo.unknownItemId);
  const form = new FormData();
  form.append('file', photo.blob, photo.fileName);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/warehouse/photos?${query}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new OfflineError('upload failed'));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      if (request.status === 0 || request.status >= 500) {
        reject(new OfflineError(`upload answered ${request.status}`));
        return;
      }
      let message = '';
      try {
        message = (JSON.parse(request.responseText) as { error?: { message?: string } }).error?.message ?? '';
      } catch {
        // Not JSON: the status says enough.
      }
      reject(
        new ApiError({ status: request.status, code: 'unknown', message, hasServerMessage: message !== '' }),
      );
    };
    request.send(form);
  });
}
