import type { ReportId, ReportRow } from '@northdesk/shared';
import { Link } from 'react-router';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { columnHeading, formatCell, visibleColumns } from '../utils/report-cells';

interface ReportTableProps {
  report: ReportId;
  rows: ReportRow[];
  caption: string;
  /** The records behind a row, when the report has them. */
  hrefOf: (row: ReportRow) => string | null;
  /** Read after a row's link text by screen readers ("open the records"). */
  openHint: string;
  /** The records behind one figure (a column of its own records), when the report has them. */
  cellHrefOf?: (row: ReportRow, column: string) => string | null;
  /** Read after a figure's link text by screen readers, given the column's heading. */
  cellHint?: (column: string) => string;
}

/** The table view of a report: the same rows as the chart and the CSV; a row's first cell links to its records. */
export function ReportTable({
  report,
  rows,
  caption,
  hrefOf,
  openHint,
  cellHrefOf,
  cellHint,
}: ReportTableProps) {
  const columns = visibleColumns(report);
  return (
    <div className="overflow-x-auto">
      <Table data-report-table={report}>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead
                key={column.key}
                scope="col"
                className={
                  column.kind === 'text' || column.kind === 'month' || column.kind === 'date'
                    ? ''
                    : 'text-right'
                }
              >
                {columnHeading(report, column.key)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => {
            const href = hrefOf(row);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are aggregates in a fixed order, without an id of their own
              <TableRow key={index}>
                {columns.map((column, c) => {
                  const text = formatCell(column, row[column.key] ?? null);
                  const numeric = !(
                    column.kind === 'text' ||
                    column.kind === 'month' ||
                    column.kind === 'date'
                  );
                  const cellHref =
                    c > 0 && cellHrefOf && Number(row[column.key]) > 0 ? cellHrefOf(row, column.key) : null;
                  return (
                    <TableCell key={column.key} className={numeric ? 'text-right tabular-nums' : ''}>
                      {c === 0 && href ? (
                        <Link to={href} className="underline underline-offset-2 hover:text-primary">
                          {text}
                          <span className="sr-only">{openHint}</span>
                        </Link>
                      ) : cellHref ? (
                        <Link to={cellHref} className="underline underline-offset-2 hover:text-primary">
                          {text}
                          <span className="sr-only">
                            {cellHint?.(columnHeading(report, column.key)) ?? openHint}
                          </span>
                        </Link>
                      ) : (
                        text
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
