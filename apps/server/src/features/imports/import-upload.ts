import crypto from 'node:crypto';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  IMPORTS_COPY,
  type ImportEntity,
} from '@northdesk/shared';
import type { FastifyRequest } from 'fastify';
import { dataImports } from '../../db/schema/index.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { type FileStorage, StorageLimitError } from '../../lib/storage/storage.ts';
import { sanitizeFileName } from '../tasks/task-files.ts';
import { csvRecords, decodeHead, detectDelimiter, detectEncoding } from './import-file.ts';
import { rememberedMapping, suggestMapping } from './import-mapping.ts';
import type { ImportRow } from './import-records.ts';
import { detectDateFormat } from './import-values.ts';

const HEAD_BYTES = 64 * 1024;
const DATE_LIKE = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/;
const tooLarge = () => new AppError('payload_too_large', IMPORTS_COPY.errors.tooLarge);
const refused = (message: string) => new AppError('unprocessable', message);

/** Streams the request's one file to storage (at most 50 MB; nothing is left behind beyond it). */
async function receiveFile(request: FastifyRequest, storage: FileStorage, key: string) {
  if (!request.isMultipart()) throw new AppError('bad_request', IMPORTS_COPY.errors.noFile);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge();
    throw new AppError('bad_request', IMPORTS_COPY.errors.noFile);
  }
  if (!part) throw new AppError('bad_request', IMPORTS_COPY.errors.noFile);
  try {
    const stored = await storage.put(key, part.file, { contentType: 'text/csv', maxBytes: IMPORT_MAX_BYTES });
    if (part.file.truncated) throw tooLarge();
    return { fileName: sanitizeFileName(part.filename), size: stored.size };
  } catch (error) {
    part.file.resume();
    await storage.delete(key).catch(() => undefined);
    if (error instanceof StorageLimitError) throw tooLarge();
    throw error;
  }
}

/** The file's first bytes, for detection. */
async function readHead(storage: FileStorage, key: string): Promise<Buffer> {
  const stored = await storage.get(key);
  if (!stored) throw new Error('uploaded file vanished');
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stored.body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= HEAD_BYTES) break;
  }
  stored.body.destroy();
  return Buffer.concat(chunks).subarray(0, HEAD_BYTES);
}

/**
 * Upload (issue 24 item 1): the file goes to storage as it arrives; then its encoding and
 * separator are detected from the first 64 KB, one streamed pass counts its rows (over 200,000 is
 * refused) and keeps the header and first rows, the date format is guessed from date-like cells,
 * and the columns are mapped as this tenant last mapped them (or by their names).
 */
export async function uploadImport(
  deps: { db: Database; storage: FileStorage },
  request: FastifyRequest,
  ctx: TenantContext,
  entity: ImportEntity,
): Promise<ImportRow> {
  const id = crypto.randomUUID();
  const fileKey = `${ctx.companyId}/imports/${id}.csv`;
  const file = await receiveFile(request, deps.storage, fileKey);
  try {
    const head = await readHead(deps.storage, fileKey);
    const encoding = detectEncoding(head);
    const delimiter = detectDelimiter(decodeHead(head, encoding));
    const stored = await deps.storage.get(fileKey);
    if (!stored) throw new Error('uploaded file vanished');
    let headers: string[] | null = null;
    const preview: string[][] = [];
    const dateSamples: string[] = [];
    let rows = 0;
    try {
      for await (const record of csvRecords(stored.body, encoding, delimiter)) {
        if (!headers) {
          headers = record.map((h, i) => h || `#${i + 1}`);
          continue;
        }
        rows += 1;
        if (rows > IMPORT_MAX_ROWS) {
          stored.body.destroy();
          throw refused(IMPORTS_COPY.errors.tooManyRows);
        }
        if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(record);
        if (rows <= 500) for (const cell of record) if (DATE_LIKE.test(cell)) dateSamples.push(cell);
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refused(IMPORTS_COPY.errors.unreadable);
    }
    if (!headers || rows === 0) throw refused(IMPORTS_COPY.errors.empty);
    const columns = headers;
    return await withTenant(deps.db, ctx, async (tx) => {
      const suggested = suggestMapping(entity, columns, await rememberedMapping(tx, entity));
      const [row] = await tx
        .insert(dataImports)
        .values({
          id,
          companyId: ctx.companyId,
          entity,
          fileKey,
          fileName: file.fileName,
          fileSize: file.size,
          rowCount: rows,
          encoding,
          delimiter,
          headers: columns,
          preview,
          options: {
            mapping: suggested.mapping,
            duplicates: 'skip',
            dateFormat: detectDateFormat(dateSamples),
          },
          mappingRemembered: suggested.remembered,
          createdBy: ctx.userId ?? null,
        })
        .returning();
      if (!row) throw new Error('import row not written');
      return row;
    });
  } catch (error) {
    await deps.storage.delete(fileKey).catch(() => undefined);
    throw error;
  }
}
