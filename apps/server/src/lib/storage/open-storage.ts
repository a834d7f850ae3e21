import path from 'node:path';
import { createLocalStorage } from './local-storage.ts';
import { s3ConfigFromEnv } from './s3-config.ts';
import type { FileStorage } from './storage.ts';

/**
 * The file store of this installation: an S3-compatible bucket when S3_* is set (several nodes
 * share files), else DATA_DIR/files. The S3 client is loaded only when a bucket is configured, so
 * a single-machine install does not pay its start time and memory.
 */
export async function openFileStorage(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FileStorage> {
  const s3 = s3ConfigFromEnv(env);
  if (!s3) return createLocalStorage(path.join(dataDir, 'files'));
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(s3);
}
