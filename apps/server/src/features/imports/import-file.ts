import type { Readable } from 'node:stream';
import { IMPORT_DELIMITERS, type ImportEncoding } from '@northdesk/shared';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The file's encoding from its first bytes: UTF-8 when it starts with a byte order mark or reads
 * as valid UTF-8 (a multi-byte character cut at the end of the sample is allowed), else
 * Windows-1252, what Excel writes on Western European Windows.
 */
export function detectEncoding(head: Buffer): ImportEncoding {
  if (head.subarray(0, 3).equals(UTF8_BOM)) return 'utf-8';
  // A character cut by the sample's end is up to 3 bytes short: try the whole sample, then shorter.
  for (let cut = 0; cut <= 3 && cut < head.length; cut += 1) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return 'utf-8';
    } catch {
      // keep trying: the next shorter sample
    }
  }
  return 'windows-1252';
}

/** The separator of the header line: the most frequent of `,`, `;` and tab outside quotes. */
export function detectDelimiter(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const counts = new Map<string, number>(IMPORT_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  let most = 0;
  for (const [delimiter, count] of counts) {
    if (count > most) {
      best = delimiter;
      most = count;
    }
  }
  return best;
}

export const decodeHead = (head: Buffer, encoding: ImportEncoding) => iconv.decode(head, encoding);

/**
 * The file's records (the header first) as arrays of trimmed strings, decoded and parsed as a
 * stream: a 50 MB file never sits in memory. Lines of a different width are kept (the mapping
 * reads cells by position), blank lines skipped.
 */
export async function* csvRecords(
  body: Readable,
  encoding: ImportEncoding,
  delimiter: string,
): AsyncGenerator<string[]> {
  const parser = body.pipe(iconv.decodeStream(encoding)).pipe(
    parse({
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }),
  );
  for await (const record of parser as AsyncIterable<string[]>) yield record;
}
