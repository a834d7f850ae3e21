import { REPORTS_COPY, type ReportId, type ReportPeriod, type ReportRow } from '@northdesk/shared';
import { DownloadIcon, LockIcon, TableIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { useReport } from '../hooks/useReport';
import { type ReportFilters, reportQueryString } from '../hooks/useReportFilters';
import { drillDownHref } from '../utils/report-drilldown';
import { ReportTable } from './ReportTable';

// The chart library is loaded with the first chart, on /reports only (not in the shared startup code).
const ReportChart = lazy(() => import('./ReportChart').then((module) => ({ default: module.ReportChart })));

interface ReportCardProps {
  report: ReportId;
  filters: ReportFilters;
  /** The section (display name) the user may not read and the report is made of; null when allowed. */
  deniedSection: string | null;
  enabled: boolean;
  periodLabel: (period: ReportPeriod) => string;
}

/** One report: its chart (bars open the records behind them), its table view and its CSV export. */
export function ReportCard({ report, filters, deniedSection, enabled, periodLabel }: ReportCardProps) {
  const allowed = deniedSection === null;
  const copy = REPORTS_COPY.reports[report];
  const result = useReport(report, filters, enabled && allowed);
  const [showTable, setShowTable] = useState(false);
  const navigate = useNavigate();
  const headingId = `report-${report}`;
  const rows = result.data?.rows ?? [];
  const period = result.data?.period;
  const hrefOf = (row: ReportRow, series?: string) =>
    period ? drillDownHref(report, row, period, filters, series) : null;
  const drillable = period ? hrefOf(rows[0] ?? {}) !== null : false;

  return (
    <Card aria-labelledby={headingId} className="break-inside-avoid" data-report={report}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle>
              <h2 id={headingId} className="font-semibold text-base">
                {copy.title}
              </h2>
            </CardTitle>
            <CardDescription>{copy.description}</CardDescription>
          </div>
          {allowed ? (
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button
                variant="outline"
                size="sm"
                aria-pressed={showTable}
                onClick={() => setShowTable((v) => !v)}
              >
                <TableIcon aria-hidden="true" />
                {showTable ? REPORTS_COPY.showChart : REPORTS_COPY.showTable}
                <span className="sr-only">: {copy.title}</span>
              </Button>
              <Button variant="outline" size="sm" asChild>
                <a href={`/api/reports/${report}/csv?${reportQueryString(filters)}`} download>
                  <DownloadIcon aria-hidden="true" />
                  {REPORTS_COPY.exportCsv}
                  <span className="sr-only">: {copy.title}</span>
                </a>
              </Button>
            </div>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {!allowed ? (
          <p className="flex items-center gap-2 py-6 text-muted-foreground text-sm">
            <LockIcon className="size-4" aria-hidden="true" />
            {REPORTS_COPY.noAccessReport(deniedSection ?? '')}
          </p>
        ) : result.isPending ? (
          <CenteredSpinner />
        ) : result.isError ? (
          <p className="py-6 text-destructive text-sm">{REPORTS_COPY.failed}</p>
        ) : (
          <>
            {rows.length === 0 ? (
              <p className="py-2 text-muted-foreground text-sm">{REPORTS_COPY.empty}</p>
            ) : null}
            {rows.length > 0 && !showTable ? (
              <div className="print:hidden">
                <Suspense fallback={<CenteredSpinner />}>
                  <ReportChart
                    report={report}
                    rows={rows}
                    label={REPORTS_COPY.chartLabel(copy.title)}
                    onBar={
                      drillable
                        ? (row, series) => {
                            const href = hrefOf(row, series);
                            if (href) navigate(href);
                          }
                        : undefined
                    }
                  />
                </Suspense>
              </div>
            ) : null}
            {rows.length > 0 ? (
              <div className={showTable ? '' : 'hidden print:block'}>
                <ReportTable
                  report={report}
                  rows={rows}
                  caption={REPORTS_COPY.tableCaption(copy.title, period ? periodLabel(period) : '')}
                  hrefOf={(row) => hrefOf(row)}
                  openHint={REPORTS_COPY.openRow}
                  // New records: each figure opens its own list and source (keyboard and screen reader).
                  cellHrefOf={report === 'new-records-by-month' ? hrefOf : undefined}
                  cellHint={REPORTS_COPY.openCell}
                />
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
