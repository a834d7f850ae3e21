import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Credentials, verifyRequest } from './fake-s3-signature.ts';

/*
 * A small S3-compatible server on 127.0.0.1 for tests, speaking S3's REST protocol as the AWS
 * SDK uses it: path-style buckets, SigV4-signed requests, PutObject, GetObject, HeadObject,
 * DeleteObject and the multipart upload calls (CreateMultipartUpload, UploadPart,
 * CompleteMultipartUpload with S3's 5 MiB minimum for every part but the last,
 * AbortMultipartUpload), answering with S3's XML bodies and error codes. It records each request
 * (operation and body size) so tests can see how an upload travelled.
 */

export const FAKE_S3_CREDENTIALS: Credentials = {
  accessKeyId: 'NORTHDESKTESTKEY',
  secretAccessKey: 'fake-s3-secret/with+symbols',
};
const MIN_PART_BYTES = 5 * 1024 * 1024;

export type FakeS3Object = { body: Buffer; contentType: string; etag: string; modified: Date };
export type FakeS3Request = { operation: string; key: string; bodyBytes: number; at: number };
type Upload = { key: string; contentType: string; parts: Map<number, { body: Buffer; etag: string }> };

const md5 = (data: Buffer) => crypto.createHash('md5').update(data).digest('hex');
const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export type FakeS3 = {
  endpoint: string;
  buckets: Set<string>;
  objects: Map<string, FakeS3Object>;
  /** Multipart uploads begun and neither completed nor aborted. */
  uploads: Map<string, Upload>;
  requests: FakeS3Request[];
  close(): Promise<void>;
};

export async function startFakeS3(options: {
  buckets: string[];
  credentials?: Credentials;
}): Promise<FakeS3> {
  const credentials = options.credentials ?? FAKE_S3_CREDENTIALS;
  const buckets = new Set(options.buckets);
  const objects = new Map<string, FakeS3Object>();
  const uploads = new Map<string, Upload>();
  const requests: FakeS3Request[] = [];

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const requestId = crypto.randomBytes(8).toString('hex').toUpperCase();
    const send = (status: number, headers: Record<string, string | number>, body?: string | Buffer) => {
      response.writeHead(status, { 'x-amz-request-id': requestId, ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const xml = (status: number, inner: string) =>
      send(status, { 'content-type': 'application/xml' }, `<?xml version="1.0" encoding="UTF-8"?>\n${inner}`);
    const fail = (status: number, code: string, key = '') =>
      xml(
        status,
        `<Error><Code>${code}</Code><Message>${code}</Message><Key>${xmlEscape(key)}</Key><RequestId>${requestId}</RequestId></Error>`,
      );

    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const q = url.searchParams;
    const operation =
      request.method === 'POST' && q.has('uploads')
        ? 'CreateMultipartUpload'
        : request.method === 'POST' && q.has('uploadId')
          ? 'CompleteMultipartUpload'
          : request.method === 'PUT' && q.has('uploadId')
            ? 'UploadPart'
            : request.method === 'DELETE' && q.has('uploadId')
              ? 'AbortMultipartUpload'
              : `${request.method}Object`;
    const verdict = verifyRequest(request, raw, credentials);
    requests.push({
      operation,
      key,
      bodyBytes: verdict.ok ? verdict.body.length : raw.length,
      at: Date.now(),
    });
    if (!verdict.ok) return fail(verdict.status, verdict.code, key);
    if (!buckets.has(decodeURIComponent(bucket))) return fail(404, 'NoSuchBucket', key);
    if (!key) return fail(400, 'InvalidRequest');
    const body = verdict.body;
    const contentType = String(request.headers['content-type'] ?? 'binary/octet-stream');
    const upload = q.has('uploadId') ? uploads.get(q.get('uploadId') ?? '') : undefined;
    if (q.has('uploadId') && (!upload || upload.key !== key)) return fail(404, 'NoSuchUpload', key);

    switch (operation) {
      case 'PUTObject': {
        const etag = md5(body);
        objects.set(key, { body, contentType, etag, modified: new Date() });
        return send(200, { etag: `"${etag}"` });
      }
      case 'CreateMultipartUpload': {
        const uploadId = crypto.randomBytes(16).toString('base64url');
        uploads.set(uploadId, { key, contentType, parts: new Map() });
        return xml(
          200,
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      case 'UploadPart': {
        const partNumber = Number(q.get('partNumber'));
        if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000)
          return fail(400, 'InvalidArgument', key);
        const etag = md5(body);
        upload?.parts.set(partNumber, { body, etag });
        return send(200, { etag: `"${etag}"` });
      }
      case 'CompleteMultipartUpload': {
        if (!upload) return fail(404, 'NoSuchUpload', key);
        const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
          number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(m[1] ?? '')?.[1]),
          etag: /<ETag>(?:&quot;|")?([0-9a-f]+)(?:&quot;|")?<\/ETag>/.exec(m[1] ?? '')?.[1],
        }));
        if (listed.length === 0) return fail(400, 'MalformedXML', key);
        const parts: Buffer[] = [];
        for (const [index, part] of listed.entries()) {
          const stored = upload.parts.get(part.number);
          if (!stored || stored.etag !== part.etag) return fail(400, 'InvalidPart', key);
          if (index > 0 && (listed[index - 1]?.number ?? 0) >= part.number)
            return fail(400, 'InvalidPartOrder', key);
          if (index < listed.length - 1 && stored.body.length < MIN_PART_BYTES)
            return fail(400, 'EntityTooSmall', key);
          parts.push(stored.body);
        }
        const whole = Buffer.concat(parts);
        const etag = `${md5(Buffer.from(listed.map((p) => p.etag).join(''), 'hex'))}-${listed.length}`;
        objects.set(key, { body: whole, contentType: upload.contentType, etag, modified: new Date() });
        uploads.delete(q.get('uploadId') ?? '');
        return xml(
          200,
          `<CompleteMultipartUploadResult><Location>/${bucket}/${xmlEscape(key)}</Location><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><ETag>"${etag}"</ETag></CompleteMultipartUploadResult>`,
        );
      }
      case 'AbortMultipartUpload':
        uploads.delete(q.get('uploadId') ?? '');
        return send(204, {});
      case 'GETObject':
      case 'HEADObject': {
        const stored = objects.get(key);
        if (!stored) return request.method === 'HEAD' ? send(404, {}) : fail(404, 'NoSuchKey', key);
        return send(
          200,
          {
            'content-type': stored.contentType,
            'content-length': stored.body.length,
            etag: `"${stored.etag}"`,
            'last-modified': stored.modified.toUTCString(),
            'accept-ranges': 'bytes',
          },
          stored.body,
        );
      }
      case 'DELETEObject':
        objects.delete(key);
        return send(204, {});
      default:
        return fail(405, 'MethodNotAllowed', key);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    buckets,
    objects,
    uploads,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
