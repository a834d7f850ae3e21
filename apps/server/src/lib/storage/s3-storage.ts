import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { byteLimit } from './local-storage.ts';
import type { S3Config } from './s3-config.ts';
import { assertSafeKey, type FileStorage, StorageLimitError } from './storage.ts';

/**
 * Size of one part of a multipart upload (S3's minimum is 5 MiB). An upload holds at most
 * `queueSize` parts in memory whatever the file's size; a file up to one part goes as one PUT.
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;
const S3_PARTS_IN_FLIGHT = 2;

/** "403 SignatureDoesNotMatch" from an SDK error, for a useful message. */
function s3ErrorText(error: unknown): string {
  if (error instanceof S3ServiceException)
    return `${error.$metadata.httpStatusCode ?? 'no status'} ${error.name}`;
  return error instanceof Error ? error.message : String(error);
}

const isMissingKey = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * File storage in an S3-compatible bucket, so several server nodes share the same files, through
 * AWS's own client (@aws-sdk/client-s3: signing, retries, XML errors). Uploads stream: a body
 * larger than one part goes as a multipart upload read part by part (@aws-sdk/lib-storage), and
 * one that fails or passes maxBytes is aborted, so nothing is left behind under its key.
 */
export function createS3Storage(config: S3Config, options: { partBytes?: number } = {}): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC32 checksum on every upload is not accepted by every S3-compatible
    // store; checksums only where S3's API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async put(key, body, { contentType, maxBytes }) {
      assertSafeKey(key);
      if (Buffer.isBuffer(body) && maxBytes !== undefined && body.length > maxBytes)
        throw new StorageLimitError(maxBytes);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      const counter = byteLimit(maxBytes);
      let failure: unknown;
      counter.once('error', (error) => {
        failure = error;
      });
      source.once('error', (error) => counter.destroy(error));
      source.pipe(counter);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counter, ContentType: contentType },
        partSize: options.partBytes ?? S3_PART_BYTES,
        queueSize: S3_PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        // The size limit (or the client going away) stops the upload: that is the error to report.
        if (failure instanceof StorageLimitError) throw failure;
        throw new Error(`S3 upload of ${key} failed: ${s3ErrorText(failure ?? error)}`);
      }
      return { key, size: counter.bytes(), contentType };
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('no body');
        return {
          body: object.Body,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        // A missing key is "no such file"; a missing bucket is a misconfiguration, not an empty one.
        if (isMissingKey(error)) return undefined;
        throw new Error(`S3 download of ${key} failed: ${s3ErrorText(error)}`);
      }
    },
    async delete(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        // S3 answers 204 whether or not the key existed; some compatible stores answer 404.
        if (!isMissingKey(error)) throw new Error(`S3 delete of ${key} failed: ${s3ErrorText(error)}`);
      }
    },
  };
}
