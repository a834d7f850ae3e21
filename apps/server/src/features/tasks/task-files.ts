import { Readable } from 'node:stream';
import { TASKS_COPY } from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { type FileStorage, StorageLimitError } from '../../lib/storage/storage.ts';

const SNIFF_BYTES = 512;

export const fileTooLarge = (maxBytes: number) =>
  new AppError('payload_too_large', TASKS_COPY.fileTooLarge(Math.round(maxBytes / (1024 * 1024))));
const noFile = () => new AppError('bad_request', TASKS_COPY.noFile);

/**
 * A file name safe to store and to send back in a Content-Disposition header: no path, no
 * control or reserved characters, at most 200 characters, never empty.
 */
export function sanitizeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - ext.length) + ext;
}

/** The storage extension: the name's own when short and plain, else bin. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? 'bin';
}

const OOXML: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * The content type from the file's first bytes, never from what the browser claimed. Only a
 * short list of types is recognised; anything else is application/octet-stream (downloads are
 * always sent as attachments with nosniff, so nothing uploaded renders in the app's origin).
 */
export function sniffContentType(head: Buffer, ext: string): string {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 4) === 'PK\u0003\u0004') return OOXML[ext] ?? 'application/zip';
  if (head.length > 0 && !head.includes(0)) {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
    // A cut multi-byte character at the end of the sample is fine; other replacement characters are not text.
    if (!text.slice(0, -3).includes('\uFFFD')) return ext === 'csv' ? 'text/csv' : 'text/plain';
  }
  return 'application/octet-stream';
}

/** Reads the first bytes of a stream, then gives back a stream of the whole content (nothing is buffered beyond the sample). */
async function peek(source: AsyncIterable<Buffer>, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: head.subarray(0, bytes), body: Readable.from(all()) };
}

/**
 * Streams the one file of a multipart request to storage under `keyOf(ext)`. Refuses more than
 * maxBytes (nothing is left in storage: the storage writes to a temporary name). Returns what the
 * attachment record needs.
 */
export async function receiveTaskFile(
  request: FastifyRequest,
  storage: FileStorage,
  maxBytes: number,
  keyOf: (ext: string) => string,
): Promise<{ key: string; fileName: string; size: number; contentType: string }> {
  if (!request.isMultipart()) throw noFile();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileTooLarge(maxBytes);
    request.log.info({ err: error }, 'multipart upload refused');
    throw noFile();
  }
  if (!part) throw noFile();
  const fileName = sanitizeFileName(part.filename);
  const ext = extensionOf(fileName);
  const key = keyOf(ext);
  let stored: { size: number; contentType: string };
  try {
    const { head, body } = await peek(part.file, SNIFF_BYTES);
    const contentType = sniffContentType(head, ext);
    const result = await storage.put(key, body, { contentType, maxBytes });
    stored = { size: result.size, contentType };
  } catch (error) {
    part.file.resume();
    await storage.delete(key).catch(() => undefined);
    if (error instanceof StorageLimitError) throw fileTooLarge(maxBytes);
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileTooLarge(maxBytes);
    throw error;
  }
  if (part.file.truncated) {
    await storage.delete(key);
    throw fileTooLarge(maxBytes);
  }
  return { key, fileName, ...stored };
}

/** For Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
