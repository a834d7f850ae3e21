import type { Readable } from 'node:stream';
import { REPORT_COLUMNS, REPORTS_COPY, type ReportId, type ReportResponse } from '@northdesk/shared';
import { stringify } from 'csv-stringify';

/** A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The columns a person sees in the table (ids are for drill-down, not shown). */
export const csvColumns = (report: ReportId) => REPORT_COLUMNS[report].filter((c) => c.kind !== 'id');

/**
 * A report's table as CSV, streamed: UTF-8 with a byte order mark (Excel then reads accents and
 * the pound sign right), a header row of the table's headings, RFC 4180 quoting (csv-stringify),
 * money as plain decimals ("1234.50"), months and weeks as ISO dates (YYYY-MM, YYYY-MM-DD).
 */
export function reportCsv(result: ReportResponse): Readable {
  const report = result.report;
  const columns = csvColumns(report);
  const headings = REPORTS_COPY.reports[report].columns as Record<string, string>;
  const csv = stringify({
    bom: true,
    header: true,
    record_delimiter: 'windows',
    columns: columns.map((c) => ({ key: c.key, header: headings[c.key] ?? c.key })),
    cast: {
      string: (value, context) =>
        !context.header && columns[context.index]?.kind === 'text' && FORMULA_START.test(value)
          ? `'${value}`
          : value,
    },
  });
  // Written row by row as the stream drains: the rows are aggregates, but the writer does not care.
  (async () => {
    for (const row of result.rows) {
      if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return csv;
}

/** The file name: the report and its period ("won-lost-by-month_2026-10-01_2026-12-31.csv"). */
export const csvFileName = (result: ReportResponse) =>
  `${result.report}_${result.period.from}_${result.period.to}.csv`;
