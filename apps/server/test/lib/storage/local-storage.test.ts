import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../src/lib/storage/local-storage.ts';
import { StorageLimitError } from '../../../src/lib/storage/storage.ts';

const roots: string[] = [];
const storage = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-files-'));
  roots.push(root);
  return { root, files: createLocalStorage(root) };
};
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('local file storage', () => {
  it('stores a stream under its key and reads the same bytes and type back', async () => {
    const { files } = storage();
    const stored = await files.put(
      'tenant-1/logos/a.png',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      {
        contentType: 'image/png',
      },
    );
    expect(stored).toEqual({ key: 'tenant-1/logos/a.png', size: 11, contentType: 'image/png' });
    const read = await files.get('tenant-1/logos/a.png');
    expect(read?.contentType).toBe('image/png');
    expect(await text(read!.body)).toBe('hello world');
    await files.delete('tenant-1/logos/a.png');
    expect(await files.get('tenant-1/logos/a.png')).toBeUndefined();
  });

  it('refuses an oversized upload and leaves nothing behind', async () => {
    const { root, files } = storage();
    const big = Readable.from(Array.from({ length: 20 }, () => Buffer.alloc(1024, 1)));
    await expect(
      files.put('t/big.bin', big, { contentType: 'application/octet-stream', maxBytes: 10 * 1024 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(fs.readdirSync(path.join(root, 't'))).toEqual([]);
  });

  it('refuses keys that could escape the storage folder', async () => {
    const { files } = storage();
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', '']) {
      await expect(files.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        /unsafe storage key/,
      );
    }
  });
});
