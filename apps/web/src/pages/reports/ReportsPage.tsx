import {
  PERMISSION_SECTIONS,
  REPORT_IDS,
  REPORT_SECTIONS,
  REPORTS_COPY,
  type ReportPeriod,
} from '@northdesk/shared';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { HeadlineCards } from '@/modules/reports/components/HeadlineCards';
import { ReportCard } from '@/modules/reports/components/ReportCard';
import { ReportFiltersBar } from '@/modules/reports/components/ReportFiltersBar';
import { useReportFilters } from '@/modules/reports/hooks/useReportFilters';
import { useReportOverview } from '@/modules/reports/hooks/useReportOverview';

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const periodLabel = (period: ReportPeriod) => REPORTS_COPY.period(dayLabel(period.from), dayLabel(period.to));

/** /reports, Performance & Reports (docs/product/reports.md): filters in the address, headline figures, ten reports. */
export function ReportsPage() {
  const { filters, update, ready } = useReportFilters();
  const overview = useReportOverview(filters, ready);
  const access = overview.data?.access;
  const deniedSection = (report: (typeof REPORT_IDS)[number]) => {
    if (!access) return null;
    const missing = REPORT_SECTIONS[report].find(
      (section) => section in access && !access[section as keyof typeof access],
    );
    return missing ? (PERMISSION_SECTIONS.find((s) => s.id === missing)?.displayName ?? missing) : null;
  };

  return (
    <PageContainer>
      <PageHeader title={REPORTS_COPY.title} description={REPORTS_COPY.description} />
      <ReportFiltersBar filters={filters} update={update} canReadDeals={access?.deals ?? false} />
      {overview.data ? (
        <p className="text-muted-foreground text-sm" data-report-period>
          {periodLabel(overview.data.period)}
        </p>
      ) : null}
      <HeadlineCards overview={overview.data} />
      <div className="grid gap-4 xl:grid-cols-2 print:block">
        {REPORT_IDS.map((report) => (
          <ReportCard
            key={report}
            report={report}
            filters={filters}
            deniedSection={deniedSection(report)}
            enabled={ready && access !== undefined}
            periodLabel={periodLabel}
          />
        ))}
      </div>
    </PageContainer>
  );
}
