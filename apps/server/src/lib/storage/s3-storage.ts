import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertSafeKey, type FileStorage, StorageLimitError } from './storage.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…). */
export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** https://endpoint/bucket/key (default; what MinIO and most self-hosted stores expect) or https://bucket.endpoint/key. */
  forcePathStyle: boolean;
};

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * S3 settings from the environment, or undefined when none is set (local disk is used then).
 * Setting only some of the four required variables is a mistake and stops the start.
 */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const present = REQUIRED.filter((name) => env[name]?.trim());
  if (present.length === 0) return undefined;
  if (present.length < REQUIRED.length)
    throw new Error(
      `S3 storage needs all of ${REQUIRED.join(', ')}; missing ${REQUIRED.filter((n) => !present.includes(n)).join(', ')}`,
    );
  const endpoint = new URL(env.S3_ENDPOINT ?? '');
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:')
    throw new Error('S3_ENDPOINT must be an http(s) URL');
  return {
    endpoint: endpoint.toString().replace(/\/$/, ''),
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? 'true').toLowerCase() !== 'false',
  };
}

const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ (and '/' in paths). */
export function uriEncode(text: string, keepSlash: boolean): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-_.~]/.test(char) || (keepSlash && char === '/')) return char;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

export type SignableRequest = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (also sent as x-amz-content-sha256). */
  payloadHash: string;
};

/**
 * AWS Signature Version 4 for S3 (header form): returns the Authorization header for a request
 * whose headers already include host, x-amz-date and x-amz-content-sha256. Every header given is
 * signed.
 */
export function signV4(
  request: SignableRequest,
  credentials: Pick<S3Config, 'accessKeyId' | 'secretAccessKey' | 'region'>,
): string {
  const amzDate = request.headers['x-amz-date'] ?? '';
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = [...request.url.searchParams]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    uriEncode(decodeURIComponent(request.url.pathname), true),
    query,
    `${headers.map(([name, value]) => `${name}:${value}`).join('\n')}\n`,
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  );
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Reads the body into memory, refusing it once it grows past maxBytes (SigV4 signs its hash). */
async function bufferBody(body: Readable | Buffer, maxBytes: number | undefined): Promise<Buffer> {
  if (Buffer.isBuffer(body)) {
    if (maxBytes !== undefined && body.length > maxBytes) throw new StorageLimitError(maxBytes);
    return body;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (maxBytes !== undefined && size > maxBytes) {
      body.destroy();
      throw new StorageLimitError(maxBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The error code of an S3 XML error body (<Code>NoSuchBucket</Code>), for a useful message. */
const s3ErrorCode = (text: string) => /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? 'no error code';

/**
 * File storage in an S3-compatible bucket, so several server nodes share the same files. Plain
 * PUT, GET and DELETE signed with AWS Signature Version 4 (node:crypto and fetch; no SDK).
 * Uploads are buffered to sign their hash; keep maxBytes set for anything user-supplied.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const endpoint = new URL(config.endpoint);
  const urlOf = (key: string) => {
    assertSafeKey(key);
    const path = `/${uriEncode(key, true)}`;
    if (config.forcePathStyle)
      return new URL(
        `${endpoint.pathname.replace(/\/$/, '')}/${uriEncode(config.bucket, false)}${path}`,
        endpoint,
      );
    const url = new URL(path, endpoint);
    url.hostname = `${config.bucket}.${endpoint.hostname}`;
    return url;
  };

  const send = async (method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string) => {
    const url = urlOf(key);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
      'x-amz-content-sha256': payloadHash,
    };
    if (contentType) headers['content-type'] = contentType;
    const authorization = signV4({ method, url, headers, payloadHash }, config);
    const { host: _host, ...sent } = headers;
    return fetch(url, { method, headers: { ...sent, authorization }, body });
  };

  return {
    kind: 's3',
    async put(key, body, { contentType, maxBytes }) {
      const bytes = await bufferBody(body, maxBytes);
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok)
        throw new Error(
          `S3 upload of ${key} failed: ${response.status} ${s3ErrorCode(await response.text())}`,
        );
      await response.body?.cancel();
      return { key, size: bytes.length, contentType };
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        // A missing key is "no such file"; a missing bucket is a misconfiguration, not an empty one.
        const code = s3ErrorCode(await response.text());
        if (code === 'NoSuchBucket') throw new Error(`S3 download of ${key} failed: 404 ${code}`);
        return undefined;
      }
      if (!response.ok || !response.body)
        throw new Error(
          `S3 download of ${key} failed: ${response.status} ${s3ErrorCode(await response.text())}`,
        );
      return {
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        size: Number(response.headers.get('content-length') ?? 0),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      // S3 answers 204 whether or not the key existed; some compatible stores answer 404.
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 delete of ${key} failed: ${response.status}`);
    },
  };
}
