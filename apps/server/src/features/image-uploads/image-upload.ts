import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  ADMIN_COPY,
  IMAGE_TYPES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_MEGABYTES,
} from '@northdesk/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { StorageLimitError } from '../../lib/storage/storage.ts';

/** Registers multipart parsing in the calling plugin's scope only (logo and avatar uploads). */
export async function registerImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
}

const notAnImage = () => new AppError('bad_request', ADMIN_COPY.pleaseSelectImage);
const tooLarge = () =>
  new AppError('payload_too_large', ADMIN_COPY.imageTooLarge(IMAGE_UPLOAD_MAX_MEGABYTES));

class SignatureMismatchError extends Error {}

/** Whether the first bytes of a file are those of the image type it claims to be. */
function hasSignature(ext: string, head: Buffer): boolean {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  switch (ext) {
    case 'png':
      return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case 'gif':
      return ascii(0, 4) === 'GIF8';
    case 'webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    case 'avif':
      return ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12));
    default:
      return false;
  }
}

/** Passes the bytes through once the first 12 show the claimed image type; fails otherwise. Lazy: reads only when consumed. */
async function* signatureChecked(source: AsyncIterable<Buffer>, ext: string): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let checked = false;
  for await (const chunk of source) {
    if (checked) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < 12) continue;
    if (!hasSignature(ext, head)) throw new SignatureMismatchError();
    checked = true;
    yield head;
  }
  if (!checked) {
    if (!hasSignature(ext, head)) throw new SignatureMismatchError();
    yield head;
  }
}

/**
 * Streams the one image of a multipart request to storage under `keyOf(fileName)`, where the
 * file name is `{prefix}-{timestamp}-{uuid}.{ext}`. Images only (by declared type and by their first
 * bytes; no SVG, which could carry script), at most IMAGE_UPLOAD_MAX_BYTES.
 */
export async function receiveImage(
  request: FastifyRequest,
  storage: FileStorage,
  prefix: string,
  keyOf: (fileName: string) => string,
): Promise<{ key: string; fileName: string }> {
  if (!request.isMultipart()) throw notAnImage();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    request.log.info({ err: error }, 'multipart upload refused');
    throw notAnImage();
  }
  if (!part) throw notAnImage();
  const ext = IMAGE_TYPES[part.mimetype];
  if (!ext) {
    part.file.resume();
    throw notAnImage();
  }
  // The timestamp reads well; the UUID makes two uploads in one millisecond two files.
  const fileName = `${prefix}-${Date.now()}-${crypto.randomUUID()}.${ext}`;
  const key = keyOf(fileName);
  try {
    await storage.put(key, Readable.from(signatureChecked(part.file, ext)), {
      contentType: part.mimetype,
      maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    });
  } catch (error) {
    part.file.resume();
    if (error instanceof SignatureMismatchError) throw notAnImage();
    if (error instanceof StorageLimitError) throw tooLarge();
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge();
    throw error;
  }
  if (part.file.truncated) {
    await storage.delete(key);
    throw tooLarge();
  }
  return { key, fileName };
}

/** Sends a stored image, or 404. File names carry their upload time, so they never change. */
export async function sendStoredImage(reply: FastifyReply, storage: FileStorage, key: string): Promise<void> {
  const stored = await storage.get(key);
  if (!stored) throw notFound('Image not found');
  await reply
    .header('content-type', stored.contentType)
    .header('content-length', stored.size)
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('content-disposition', 'inline')
    .send(stored.body);
}

/** Removes a file that is no longer referenced; a failure only leaves an orphan behind. */
export async function deleteQuietly(
  storage: FileStorage,
  key: string | null,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'replaced image could not be deleted');
  }
}
