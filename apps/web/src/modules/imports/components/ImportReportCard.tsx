import {
  IMPORTS_COPY as C,
  IMPORT_FIELD_LABELS,
  type ImportEntity,
  type ImportReport,
} from '@northdesk/shared';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const number = new Intl.NumberFormat('en-GB');

/** The counts and the rows that are not plain creates, of the dry run or of the import. */
export function ImportReportCard({
  entity,
  report,
  title,
  description,
  words,
  actions,
}: {
  entity: ImportEntity;
  report: ImportReport;
  title: string;
  description?: string;
  words: Record<'create' | 'update' | 'skip' | 'reject', string>;
  actions?: ReactNode;
}) {
  const labels = IMPORT_FIELD_LABELS[entity] as Record<string, string>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(['create', 'update', 'skip', 'reject'] as const).map((action) => (
            <div key={action} className="rounded-md border p-3">
              <dt className="text-muted-foreground text-xs">{words[action]}</dt>
              <dd className="font-semibold text-2xl tabular-nums" data-testid={`import-count-${action}`}>
                {number.format(report.counts[action])}
              </dd>
            </div>
          ))}
        </dl>
        {report.outcomes.length > 0 ? (
          <div className="overflow-x-auto">
            <h3 className="mb-2 font-medium text-sm">{C.outcomesTitle}</h3>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{C.outcomeLine}</TableHead>
                  <TableHead>{C.outcomeRow}</TableHead>
                  <TableHead>{C.outcomeAction}</TableHead>
                  <TableHead>{C.outcomeReason}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.outcomes.map((o) => (
                  <TableRow key={o.line}>
                    <TableCell className="tabular-nums">{o.line}</TableCell>
                    <TableCell>{o.label}</TableCell>
                    <TableCell>{C.actions[o.action]}</TableCell>
                    <TableCell>
                      {o.reason ? C.reasons[o.reason] : null}
                      {o.field && o.reason !== 'unchanged' && o.reason !== 'duplicate_in_file'
                        ? ` (${labels[o.field] ?? o.field}${o.value ? `: ${o.value}` : ''})`
                        : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : null}
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </CardContent>
    </Card>
  );
}
