import { HOLIDAYS_COPY as C } from '@northdesk/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useHolidaysOverview } from '../hooks/useHolidayQueries';
import { useHolidaysYear } from '../hooks/useHolidaysYear';
import { AllowanceCard } from './AllowanceCard';
import { AwaitingDecisionCard } from './AwaitingDecisionCard';
import { MyRequestsCard } from './MyRequestsCard';
import { TeamCalendarCard } from './TeamCalendarCard';
import { YearSwitch } from './YearSwitch';

/** The /holidays page body: what waits for me first (when anything does), my allowance and requests, the team's month. */
export function HolidaysOverview() {
  const [year, setYear] = useHolidaysYear();
  const overview = useHolidaysOverview(year);

  if (overview.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-muted-foreground">{C.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
            {C.retry}
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { allowance, myRequests, awaitingDecision } = overview.data;
  return (
    <div className="grid gap-6">
      {awaitingDecision.length > 0 ? <AwaitingDecisionCard requests={awaitingDecision} /> : null}
      <YearSwitch year={year} onChange={setYear} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <AllowanceCard allowance={allowance} />
        <MyRequestsCard requests={myRequests} />
      </div>
      <TeamCalendarCard />
    </div>
  );
}
