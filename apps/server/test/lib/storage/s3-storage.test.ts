import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFileStorage } from '../../../src/lib/storage/open-storage.ts';
import { type S3Config, s3ConfigFromEnv } from '../../../src/lib/storage/s3-config.ts';
import { createS3Storage, S3_PART_BYTES } from '../../../src/lib/storage/s3-storage.ts';
import { StorageLimitError } from '../../../src/lib/storage/storage.ts';
import { signedInUser } from '../../support/accounts.ts';
import { FAKE_S3_CREDENTIALS, type FakeS3, startFakeS3 } from '../../support/fake-s3/fake-s3-server.ts';
import { startTestServer } from '../../support/test-server.ts';

/*
 * S3 storage through the AWS SDK (@aws-sdk/client-s3, @aws-sdk/lib-storage) against a fake S3 on
 * 127.0.0.1 that speaks the real protocol: SigV4-checked requests, S3's XML answers and the
 * multipart upload calls with S3's part-size rule.
 */

const BUCKET = 'northdesk-files';
const MiB = 1024 * 1024;

let fake: FakeS3;
let config: S3Config;
const env = () => ({
  S3_ENDPOINT: fake.endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
});

beforeAll(async () => {
  fake = await startFakeS3({ buckets: [BUCKET] });
  const parsed = s3ConfigFromEnv(env());
  if (!parsed) throw new Error('no config');
  config = parsed;
});
afterAll(() => fake.close());

/** A stream of `total` pseudo-random bytes in 256 KiB chunks, noting when each chunk was handed over. */
function slowSource(total: number, handedAt: number[]): { stream: Readable; sha256: () => string } {
  const hash = crypto.createHash('sha256');
  async function* chunks() {
    for (let sent = 0; sent < total; ) {
      const size = Math.min(256 * 1024, total - sent);
      const chunk = crypto.randomBytes(size);
      hash.update(chunk);
      sent += size;
      handedAt.push(Date.now());
      await new Promise((r) => setImmediate(r));
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex') };
}

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const since = (from: number) => fake.requests.slice(from).map((r) => r.operation);

describe('S3-compatible storage (AWS SDK)', () => {
  it('puts, gets and deletes small objects (buffers and streams) in one signed PUT each', async () => {
    const storage = await openFileStorage('/nonexistent', env());
    expect(storage.kind).toBe('s3');
    const key = 'tenant-1/company-logos/pending-1700000000000.png';
    const from = fake.requests.length;
    const stored = await storage.put(key, Buffer.from('png bytes'), {
      contentType: 'image/png',
      maxBytes: 1024,
    });
    expect(stored).toEqual({ key, size: 9, contentType: 'image/png' });
    expect(since(from)).toEqual(['PUTObject']);
    expect(fake.objects.get(key)?.contentType).toBe('image/png');

    const read = await storage.get(key);
    expect(read?.contentType).toBe('image/png');
    expect(read?.size).toBe(9);
    expect(await text(read!.body)).toBe('png bytes');

    await storage.put(
      'tenant-1/task-attachments/t/1.txt',
      Readable.from([Buffer.from('a'), Buffer.from('b')]),
      {
        contentType: 'text/plain',
      },
    );
    expect(fake.objects.get('tenant-1/task-attachments/t/1.txt')?.body.toString()).toBe('ab');

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key);
  });

  it('streams a large upload as a multipart upload, part by part, never holding the whole file', {
    timeout: 60_000,
  }, async () => {
    const storage = createS3Storage(config);
    const total = 2 * S3_PART_BYTES + 123_457;
    const handedAt: number[] = [];
    const source = slowSource(total, handedAt);
    const from = fake.requests.length;
    const key = 'tenant-1/imports/big.csv';
    const stored = await storage.put(key, source.stream, { contentType: 'text/csv', maxBytes: 50 * MiB });
    expect(stored.size).toBe(total);
    const operations = since(from);
    expect(operations[0]).toBe('CreateMultipartUpload');
    expect(operations.filter((o) => o === 'UploadPart')).toHaveLength(3);
    expect(operations.at(-1)).toBe('CompleteMultipartUpload');
    const parts = fake.requests.slice(from).filter((r) => r.operation === 'UploadPart');
    expect(Math.max(...parts.map((p) => p.bodyBytes))).toBe(S3_PART_BYTES);
    // The first part reached S3 before the source had handed over its last chunk: streamed.
    expect(parts[0]?.at).toBeLessThan(handedAt.at(-1) ?? 0);
    const object = fake.objects.get(key);
    expect(object?.body.length).toBe(total);
    expect(sha256(object?.body ?? Buffer.alloc(0))).toBe(source.sha256());
    expect(object?.contentType).toBe('text/csv');
    expect(fake.uploads.size).toBe(0);
    const read = await storage.get(key);
    expect(read?.size).toBe(total);
    read?.body.destroy();
  });

  it('stops an upload over maxBytes: the multipart upload is aborted and nothing is stored', {
    timeout: 60_000,
  }, async () => {
    const storage = createS3Storage(config);
    const from = fake.requests.length;
    const tooBig = slowSource(2 * S3_PART_BYTES + 10, []);
    await expect(
      storage.put('tenant-1/too-big.bin', tooBig.stream, {
        contentType: 'application/octet-stream',
        maxBytes: S3_PART_BYTES + MiB,
      }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(fake.objects.has('tenant-1/too-big.bin')).toBe(false);
    expect(since(from)).toContain('AbortMultipartUpload');
    expect(fake.uploads.size).toBe(0);

    await expect(
      storage.put('tenant-1/big.bin', Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), {
        contentType: 'application/octet-stream',
        maxBytes: 1000,
      }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    await expect(
      storage.put('tenant-1/big.bin', Buffer.alloc(1001), { contentType: 'text/plain', maxBytes: 1000 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(fake.objects.has('tenant-1/big.bin')).toBe(false);
  });

  it('reports S3 errors by their code and refuses unsafe keys', async () => {
    const wrongSecret = createS3Storage({ ...config, secretAccessKey: 'not-the-secret' });
    await expect(
      wrongSecret.put('tenant-1/x.txt', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow('S3 upload of tenant-1/x.txt failed: 403 SignatureDoesNotMatch');
    const wrongBucket = createS3Storage({ ...config, bucket: 'other-bucket' });
    await expect(wrongBucket.get('tenant-1/x.txt')).rejects.toThrow('404 NoSuchBucket');
    const storage = createS3Storage(config);
    await expect(storage.get('../escape')).rejects.toThrow('unsafe storage key');
    expect(await storage.get('tenant-1/never-stored.txt')).toBeUndefined();
  });

  it('is chosen by configuration: all four S3 settings, or none', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'b' })).toThrow(
      /missing S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(
      s3ConfigFromEnv({
        S3_ENDPOINT: 'https://s3.eu-west-2.amazonaws.com/',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_REGION: 'eu-west-2',
        S3_FORCE_PATH_STYLE: 'false',
      }),
    ).toEqual({
      endpoint: 'https://s3.eu-west-2.amazonaws.com',
      bucket: 'b',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'eu-west-2',
      forcePathStyle: false,
    });
  });

  it('is what the server uses when S3_* is set: a company logo round-trips through the bucket', {
    timeout: 90_000,
  }, async () => {
    Object.assign(process.env, env());
    const server = await startTestServer().finally(() => {
      for (const name of Object.keys(env())) delete process.env[name];
    });
    try {
      expect(server.deps.storage.kind).toBe('s3');
      const me = await signedInUser(server, { role: 'super_admin' });
      const file = 'pending-1700000000123.png';
      const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
      await server.deps.storage.put(`${me.companyId}/company-logos/${file}`, png, {
        contentType: 'image/png',
      });
      expect(fake.objects.has(`${me.companyId}/company-logos/${file}`)).toBe(true);
      const logo = await me.client.get(`/api/companies/logos/${file}`);
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload.equals(png)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
