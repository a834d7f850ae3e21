import crypto from 'node:crypto';
import { once } from 'node:events';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import zlib from 'node:zlib';
import { z } from 'zod';

/**
 * A Northdesk backup: gzip-compressed lines of JSON, engine-neutral (the same file restores into
 * the embedded database or PostgreSQL). A header; per table its columns, its rows (each an array
 * of the values' text forms, null for NULL, so every type round-trips exactly) and a count with a
 * checksum; the sequences; the stored files in base64 chunks; and a closing summary.
 */
export const BACKUP_FORMAT = 'northdesk-backup';
export const BACKUP_VERSION = 1;

export const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  engine: z.enum(['embedded', 'postgres']),
  /** The newest migration applied to the database backed up (drizzle's folderMillis). */
  migration: z.number(),
  files: z.enum(['included', 'not-included']),
});
export type BackupHeader = z.infer<typeof headerSchema>;

export type TableSummary = { rows: number; checksum: string };
export const summarySchema = z.object({
  done: z.literal(true),
  tables: z.record(z.string(), z.object({ rows: z.number(), checksum: z.string() })),
  files: z.object({ count: z.number(), checksum: z.string() }),
});
export type BackupSummary = z.infer<typeof summarySchema>;

export type Row = (string | null)[];

/**
 * An order-free checksum of a set of lines (rows as their JSON text, or files as key + digest):
 * the same data gives the same checksum whichever order a database returns it in.
 */
export class SetChecksum {
  private readonly digests: string[] = [];
  add(line: string): void {
    this.digests.push(crypto.createHash('sha256').update(line).digest('hex'));
  }
  get count(): number {
    return this.digests.length;
  }
  value(): string {
    return crypto.createHash('sha256').update(this.digests.sort().join('\n')).digest('hex');
  }
}

/** Writes lines into a gzip stream piped to `out`, waiting when the stream asks to. */
export function lineWriter(out: Writable) {
  const gzip = zlib.createGzip({ level: 6 });
  gzip.pipe(out);
  return {
    async write(value: unknown): Promise<void> {
      if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
    },
    async end(): Promise<void> {
      const finished = once(out, 'finish');
      gzip.end();
      await finished;
    },
  };
}

/** The lines of a backup, parsed, one at a time. */
export async function* readLines(input: Readable): AsyncGenerator<unknown> {
  const lines = readline.createInterface({
    input: input.pipe(zlib.createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) if (line.length > 0) yield JSON.parse(line) as unknown;
}
