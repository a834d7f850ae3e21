import { ACTIVITIES_COPY, ACTIVITIES_PAGE_LIMIT } from '@northdesk/shared';
import { ActivityIcon, ChevronLeftIcon, ChevronRightIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { ActivitiesToolbar } from '@/modules/activities/components/ActivitiesToolbar';
import { ActivityList } from '@/modules/activities/components/ActivityList';
import { LogActivityDialog } from '@/modules/activities/components/LogActivityDialog';
import { useActivities } from '@/modules/activities/hooks/useActivities';
import { useActivitiesListState } from '@/modules/activities/hooks/useActivitiesListState';
import {
  type ActivitiesListState,
  activityQueryOf,
  isFiltered,
} from '@/modules/activities/utils/activities-url-state';
import { ListDataActions } from '@/modules/imports/components/ListDataActions';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { Spinner } from '@/modules/ui/components/Spinner';

/**
 * /activities (docs/product/activities.md): every activity of the company, newest first, 50 a
 * page (Newer / Older by page keys), filtered by search, type, who logged it and London days, all
 * kept in the address (a report's drill-down opens it filtered); and the Log Activity dialog.
 */
export function ActivitiesPage() {
  const { state, update } = useActivitiesListState();
  const activities = useActivities(activityQueryOf(state, ACTIVITIES_PAGE_LIMIT), { keepPrevious: true });
  const onChange = useCallback((change: Partial<ActivitiesListState>) => update(change), [update]);
  const filtered = isFiltered(state);
  const { can } = useSectionAccess();
  const [logging, setLogging] = useState(false);
  const data = activities.data;
  const paged = Boolean(state.before || state.after);

  return (
    <PageContainer>
      <PageHeader
        title={ACTIVITIES_COPY.title}
        description={ACTIVITIES_COPY.description}
        showBack
        actions={
          <ListDataActions entity="activities" filters={activityQueryOf(state, ACTIVITIES_PAGE_LIMIT)}>
            {can('activities', 'create') ? (
              <Button onClick={() => setLogging(true)}>
                <PlusIcon aria-hidden="true" />
                {ACTIVITIES_COPY.logActivity}
              </Button>
            ) : null}
          </ListDataActions>
        }
      />
      <ActivitiesToolbar state={state} onChange={onChange} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{filtered ? ACTIVITIES_COPY.filtered : ACTIVITIES_COPY.all}</h2>
          </CardTitle>
          {data && data.total > 0 ? (
            <CardDescription aria-live="polite" data-testid="activities-total">
              {filtered ? ACTIVITIES_COPY.matching(data.total) : ACTIVITIES_COPY.count(data.total)}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent aria-busy={activities.isPlaceholderData || undefined}>
          {activities.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          ) : data && data.activities.length > 0 ? (
            <div className={activities.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <ActivityList activities={data.activities} />
            </div>
          ) : (
            <div className="grid justify-items-center gap-2 py-10 text-center">
              {filtered ? (
                <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
              ) : (
                <ActivityIcon className="size-8 text-muted-foreground" aria-hidden="true" />
              )}
              <p className="font-medium">{filtered ? ACTIVITIES_COPY.noMatches : ACTIVITIES_COPY.empty}</p>
              <p className="text-muted-foreground text-sm">
                {filtered ? ACTIVITIES_COPY.noMatchesHint : ACTIVITIES_COPY.emptyHint}
              </p>
            </div>
          )}
        </CardContent>
      </Card>
      {data && (data.newerCursor || data.olderCursor || paged) ? (
        <nav aria-label={ACTIVITIES_COPY.pagination} className="flex flex-wrap justify-center gap-2">
          {paged && !data.newerCursor ? (
            <Button variant="outline" size="sm" onClick={() => update({ before: '', after: '' })}>
              {ACTIVITIES_COPY.newest}
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            disabled={!data.newerCursor}
            onClick={() => data.newerCursor && update({ after: data.newerCursor, before: '' })}
          >
            <ChevronLeftIcon aria-hidden="true" />
            {ACTIVITIES_COPY.newer}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!data.olderCursor}
            onClick={() => data.olderCursor && update({ before: data.olderCursor, after: '' })}
          >
            {ACTIVITIES_COPY.older}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
      <LogActivityDialog open={logging} onOpenChange={setLogging} />
    </PageContainer>
  );
}
