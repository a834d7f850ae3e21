import crypto from 'node:crypto';
import type http from 'node:http';

/*
 * The fake S3's request authentication: AWS Signature Version 4 in the Authorization header,
 * checked with its own deliberately plain implementation of the canonical request (method, path
 * as sent, sorted query, signed headers, payload hash), and the body as S3 reads it (a hex
 * SHA-256 that must match, UNSIGNED-PAYLOAD, or aws-chunked streaming encoding).
 */

export type Credentials = { accessKeyId: string; secretAccessKey: string };

const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

function amzDateMs(amzDate: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

/** The query as SigV4 canonicalises it: every pair `k=v` (v may be empty), sorted by key then value. */
function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
}

/** Reads an aws-chunked body (`size;chunk-signature=…\r\n data \r\n … 0\r\n trailers`) into its bytes. */
export function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('bad aws-chunked body');
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size)) throw new Error('bad aws-chunked size');
    at = lineEnd + 2;
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(at, at + size));
    at += size + 2;
  }
}

export type Verdict = { ok: true; body: Buffer } | { ok: false; code: string; status: number };

/** Checks a request's signature and returns its payload (decoded when streamed). */
export function verifyRequest(request: http.IncomingMessage, raw: Buffer, credentials: Credentials): Verdict {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return { ok: false, status: 403, code: 'AccessDenied' };
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== credentials.accessKeyId) return { ok: false, status: 403, code: 'InvalidAccessKeyId' };
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!(Math.abs(amzDateMs(amzDate) - Date.now()) <= 15 * 60_000))
    return { ok: false, status: 403, code: 'RequestTimeTooSkewed' };
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  let body = raw;
  if (/^[0-9a-f]{64}$/.test(payloadHash)) {
    if (sha256Hex(raw) !== payloadHash) return { ok: false, status: 400, code: 'XAmzContentSHA256Mismatch' };
  } else if (payloadHash.startsWith('STREAMING-')) {
    body = decodeAwsChunked(raw);
  } else if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    return { ok: false, status: 400, code: 'InvalidArgument' };
  }
  const names = (signedHeaders ?? '').split(';');
  if (!names.includes('host') || !names.includes('x-amz-date'))
    return { ok: false, status: 403, code: 'AccessDenied' };
  const target = request.url ?? '/';
  const queryAt = target.indexOf('?');
  const canonical = [
    request.method,
    queryAt < 0 ? target : target.slice(0, queryAt),
    canonicalQuery(queryAt < 0 ? '' : target.slice(queryAt + 1)),
    names
      .map(
        (name) =>
          `${name}:${String(request.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  let key: Buffer = Buffer.from(`AWS4${credentials.secretAccessKey}`);
  for (const part of [day ?? '', region ?? '', 's3', 'aws4_request'])
    key = crypto.createHmac('sha256', key).update(part).digest();
  const expected = crypto.createHmac('sha256', key).update(toSign).digest('hex');
  if (expected !== signature) return { ok: false, status: 403, code: 'SignatureDoesNotMatch' };
  return { ok: true, body };
}
