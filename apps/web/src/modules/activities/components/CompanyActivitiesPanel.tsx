import { ACTIVITIES_COPY, COMPANY_ACTIVITIES_LIMIT } from '@northdesk/shared';
import { ActivityIcon } from 'lucide-react';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useActivities } from '../hooks/useActivities';
import { ActivityList } from './ActivityList';
import { LogActivityButton } from './LogActivityButton';

/** A company's Activities tab: its activities, newest first, and Log Activity (docs/product/activities.md). */
export function CompanyActivitiesPanel({ company }: { company: { id: string; name: string } }) {
  const activities = useActivities({ crmCompanyId: company.id, limit: COMPANY_ACTIVITIES_LIMIT });
  const data = activities.data;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">
          {/* An empty tab shows its empty state only, never "0 of 0". */}
          {data && data.total > 0 ? ACTIVITIES_COPY.shownOf(data.activities.length, data.total) : null}
        </p>
        <LogActivityButton company={company} size="sm" />
      </div>
      {activities.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : data && data.activities.length > 0 ? (
        <ActivityList activities={data.activities} showCompany={false} />
      ) : (
        <div className="grid justify-items-center gap-2 py-8 text-center">
          <ActivityIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{ACTIVITIES_COPY.empty}</p>
          <p className="text-muted-foreground text-sm">{ACTIVITIES_COPY.emptyHint}</p>
        </div>
      )}
    </div>
  );
}
