import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStorage, StorageLimitError } from './storage.ts';

/** Counts bytes as they pass and fails the stream once the limit is crossed. */
export function byteLimit(maxBytes: number | undefined): Transform & { bytes: () => number } {
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (maxBytes !== undefined && bytes > maxBytes) callback(new StorageLimitError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.assign(transform, { bytes: () => bytes });
}

/**
 * Files under `root` (DATA_DIR/files). Written to a temporary name and renamed when complete, so
 * a failed or oversized upload never leaves a partial file under its key. The content type is
 * kept in a small sidecar file.
 */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body, { contentType, maxBytes }) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // A name of its own per write: two writers never share (or rename away) one temporary file.
      const temporary = `${file}.${crypto.randomUUID()}.partial`;
      const counter = byteLimit(maxBytes);
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          counter,
          createWriteStream(temporary),
        );
        await fs.writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return { key, size: counter.bytes(), contentType };
    },
    async get(key) {
      const file = fileOf(key);
      // Opened before anything is returned, so a file deleted meanwhile is "not found", never a
      // stream that fails later; an open file stays readable even if it is deleted while read.
      const handle = await fs.open(file, 'r').catch(() => undefined);
      if (!handle) return undefined;
      const stat = await handle.stat().catch(() => undefined);
      if (!stat?.isFile()) {
        await handle.close();
        return undefined;
      }
      const meta = await fs
        .readFile(`${file}.meta.json`, 'utf8')
        .then((text) => JSON.parse(text) as { contentType?: string })
        .catch(() => ({ contentType: undefined }));
      return {
        body: handle.createReadStream(),
        size: stat.size,
        contentType: meta.contentType ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.meta.json`, { force: true });
    },
  };
}
