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
