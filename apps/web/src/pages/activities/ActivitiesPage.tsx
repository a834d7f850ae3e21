import { ACTIVITIES_COPY, ACTIVITIES_PAGE_LIMIT } from '@northdesk/shared';
import { ActivityIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { ActivityList } from '@/modules/activities/components/ActivityList';
import { LogActivityDialog } from '@/modules/activities/components/LogActivityDialog';
import { useActivities } from '@/modules/activities/hooks/useActivities';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { Spinner } from '@/modules/ui/components/Spinner';

/** /activities: the latest 50 activities of the company and the Log Activity dialog (docs/product/activities.md). */
export function ActivitiesPage() {
  const activities = useActivities({ limit: ACTIVITIES_PAGE_LIMIT });
  const { can } = useSectionAccess();
  const [logging, setLogging] = useState(false);

  return (
    <PageContainer>
      <PageHeader
        title={ACTIVITIES_COPY.title}
        description={ACTIVITIES_COPY.description}
        showBack
        actions={
          can('activities', 'create') ? (
            <Button onClick={() => setLogging(true)}>
              <PlusIcon aria-hidden="true" />
              {ACTIVITIES_COPY.logActivity}
            </Button>
          ) : null
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{ACTIVITIES_COPY.latest(ACTIVITIES_PAGE_LIMIT)}</h2>
          </CardTitle>
          {activities.data && activities.data.total > 0 ? (
            <CardDescription>
              {ACTIVITIES_COPY.shownOf(activities.data.activities.length, activities.data.total)}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          {activities.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          ) : activities.data && activities.data.activities.length > 0 ? (
            <ActivityList activities={activities.data.activities} />
          ) : (
            <div className="grid justify-items-center gap-2 py-10 text-center">
              <ActivityIcon className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">{ACTIVITIES_COPY.empty}</p>
              <p className="text-muted-foreground text-sm">{ACTIVITIES_COPY.emptyHint}</p>
            </div>
          )}
        </CardContent>
      </Card>
      <LogActivityDialog open={logging} onOpenChange={setLogging} />
    </PageContainer>
  );
}
