import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createS3Storage,
  type S3Config,
  s3ConfigFromEnv,
  signV4,
} from '../../../src/lib/storage/s3-storage.ts';
import { StorageLimitError } from '../../../src/lib/storage/storage.ts';
import { signedInUser } from '../../support/accounts.ts';
import { startTestServer } from '../../support/test-server.ts';

const ACCESS_KEY = 'NORTHDESKTESTKEY';
const SECRET = 'fake-s3-secret/with+symbols';
const BUCKET = 'northdesk-files';

/*
 * A fake S3 on 127.0.0.1: path-style PUT/GET/DELETE of one bucket, answering like S3 does, and
 * checking each request's SigV4 signature with its own, deliberately plain, implementation.
 */
type Stored = { body: Buffer; contentType: string };

function expectedSignature(request: http.IncomingMessage, body: Buffer): { ok: boolean; reason?: string } {
  const auth = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return { ok: false, reason: 'malformed authorization' };
  const [, key, day, region, signedHeaders, signature] = match as unknown as string[];
  if (key !== ACCESS_KEY) return { ok: false, reason: 'unknown key' };
  const amzDate = String(request.headers['x-amz-date']);
  if (
    Math.abs(
      Date.parse(
        `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
      ) - Date.now(),
    ) > 900_000
  )
    return { ok: false, reason: 'clock skew' };
  const bodyHash = crypto.createHash('sha256').update(body).digest('hex');
  if (request.headers['x-amz-content-sha256'] !== bodyHash) return { ok: false, reason: 'body hash' };
  const names = (signedHeaders ?? '').split(';');
  if (!names.includes('host') || !names.includes('x-amz-date'))
    return { ok: false, reason: 'unsigned headers' };
  const url = new URL(request.url ?? '/', 'http://fake');
  const canonical = [
    request.method,
    url.pathname,
    '',
    names.map((n) => `${n}:${String(request.headers[n]).trim()}\n`).join(''),
    signedHeaders,
    bodyHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${crypto.createHash('sha256').update(canonical).digest('hex')}`;
  let signingKey: Buffer = Buffer.from(`AWS4${SECRET}`);
  for (const part of [day ?? '', region ?? '', 's3', 'aws4_request'])
    signingKey = crypto.createHmac('sha256', signingKey).update(part).digest();
  const expected = crypto.createHmac('sha256', signingKey).update(toSign).digest('hex');
  return expected === signature ? { ok: true } : { ok: false, reason: 'signature' };
}

async function startFakeS3() {
  const objects = new Map<string, Stored>();
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const xmlError = (status: number, code: string) =>
      response
        .writeHead(status, { 'content-type': 'application/xml' })
        .end(`<?xml version="1.0"?><Error><Code>${code}</Code></Error>`);
    const verdict = expectedSignature(request, body);
    if (!verdict.ok) return xmlError(403, 'SignatureDoesNotMatch');
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
    if (!path.startsWith(`/${BUCKET}/`)) return xmlError(404, 'NoSuchBucket');
    const key = path.slice(BUCKET.length + 2);
    if (request.method === 'PUT') {
      objects.set(key, {
        body,
        contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
      });
      return response.writeHead(200, { etag: '"x"' }).end();
    }
    if (request.method === 'GET') {
      const stored = objects.get(key);
      if (!stored) return xmlError(404, 'NoSuchKey');
      return response
        .writeHead(200, { 'content-type': stored.contentType, 'content-length': stored.body.length })
        .end(stored.body);
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    return xmlError(405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    objects,
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let fake: Awaited<ReturnType<typeof startFakeS3>>;
let config: S3Config;

beforeAll(async () => {
  fake = await startFakeS3();
  const parsed = s3ConfigFromEnv({
    S3_ENDPOINT: fake.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET,
  });
  if (!parsed) throw new Error('no config');
  config = parsed;
});
afterAll(() => fake.close());

describe('S3-compatible storage', () => {
  it('signs exactly as AWS documents it (SigV4 "GET Object" example)', () => {
    const authorization = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('puts, gets and deletes objects (buffers and streams) against a fake S3 that checks signatures', async () => {
    const storage = createS3Storage(config);
    expect(storage.kind).toBe('s3');
    const key = 'tenant-1/company-logos/pending-1700000000000.png';
    const stored = await storage.put(key, Buffer.from('png bytes'), {
      contentType: 'image/png',
      maxBytes: 1024,
    });
    expect(stored).toEqual({ key, size: 9, contentType: 'image/png' });
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

  it('refuses a body over maxBytes without storing anything, and reports S3 errors', async () => {
    const storage = createS3Storage(config);
    await expect(
      storage.put('tenant-1/big.bin', Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), {
        contentType: 'application/octet-stream',
        maxBytes: 1000,
      }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(fake.objects.has('tenant-1/big.bin')).toBe(false);

    const wrongSecret = createS3Storage({ ...config, secretAccessKey: 'not-the-secret' });
    await expect(
      wrongSecret.put('tenant-1/x.txt', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow('S3 upload of tenant-1/x.txt failed: 403 SignatureDoesNotMatch');
    const wrongBucket = createS3Storage({ ...config, bucket: 'other-bucket' });
    await expect(wrongBucket.get('tenant-1/x.txt')).rejects.toThrow('404');
    await expect(storage.get('../escape')).rejects.toThrow('unsafe storage key');
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
    const env = {
      S3_ENDPOINT: fake.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET,
    };
    Object.assign(process.env, env);
    const server = await startTestServer().finally(() => {
      for (const name of Object.keys(env)) delete process.env[name];
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
