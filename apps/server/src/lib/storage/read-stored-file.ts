import { buffer } from 'node:stream/consumers';
import type { FileStorage } from './storage.ts';

/** A stored file's bytes (a logo, a sent PDF, a mail attachment), or null when there is none. */
export async function readStoredFile(storage: FileStorage, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const stored = await storage.get(key);
  if (!stored) return null;
  return buffer(stored.body);
}
