import { formatMoney, REPORTS_COPY, type ReportOverview } from '@northdesk/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const H = REPORTS_COPY.headlines;
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

type Headline = { id: string; title: string; value: string | null; hint: string | null };

function headlines(overview: ReportOverview | undefined): Headline[] {
  const f = overview?.figures;
  const money = (value: string | null | undefined) => (value == null ? null : formatMoney(value));
  const denied = (section: boolean | undefined) => overview !== undefined && section === false;
  const deals = denied(overview?.access.deals);
  return [
    {
      id: 'open-pipeline',
      title: H.openPipelineValue,
      value: deals ? REPORTS_COPY.noAccess : money(f?.openPipelineValue),
      hint: f?.openDeals == null ? null : H.openDeals(f.openDeals),
    },
    {
      id: 'weighted-forecast',
      title: H.weightedForecastQuarter,
      value: deals ? REPORTS_COPY.noAccess : money(f?.weightedForecastQuarter),
      hint: overview
        ? REPORTS_COPY.period(dayLabel(overview.quarter.from), dayLabel(overview.quarter.to))
        : null,
    },
    {
      id: 'won',
      title: H.wonValue,
      value: deals ? REPORTS_COPY.noAccess : money(f?.wonValue),
      hint: f?.wonCount == null ? null : H.wonCount(f.wonCount),
    },
    {
      id: 'win-rate',
      title: H.winRate,
      value: deals ? REPORTS_COPY.noAccess : f?.winRate == null ? null : `${f.winRate} %`,
      hint: H.winRateHint,
    },
    {
      id: 'sales-cycle',
      title: H.averageSalesCycle,
      value: deals
        ? REPORTS_COPY.noAccess
        : f?.averageSalesCycleDays == null
          ? null
          : H.days(f.averageSalesCycleDays),
      hint: H.cycleHint,
    },
    {
      id: 'overdue-tasks',
      title: H.overdueTasks,
      value: denied(overview?.access.tasks)
        ? REPORTS_COPY.noAccess
        : f?.overdueTasks == null
          ? null
          : f.overdueTasks.toLocaleString('en-GB'),
      hint: H.overdueHint,
    },
  ];
}

/** The headline figures of the period and filters (a dash until known or when there is nothing to divide). */
export function HeadlineCards({ overview }: { overview: ReportOverview | undefined }) {
  return (
    <section
      aria-label={REPORTS_COPY.headlinesLabel}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {headlines(overview).map((h) => (
        <Card key={h.id} className="gap-1 py-4" data-headline={h.id}>
          <CardHeader className="px-4">
            <CardTitle>
              <h2 className="font-medium text-muted-foreground text-sm">{h.title}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1 px-4">
            <p className="break-words font-semibold text-xl tabular-nums sm:text-2xl" data-headline-value>
              {h.value ?? H.none}
            </p>
            {h.hint ? <p className="text-muted-foreground text-xs">{h.hint}</p> : null}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
