import { accessDeniedMessage, DEALS_COPY as C, type DealDetail } from '@northdesk/shared';
import { PhoneCallIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { ActivityList } from '@/modules/activities/components/ActivityList';
import { LogActivityDialog } from '@/modules/activities/components/LogActivityDialog';
import { useActivities } from '@/modules/activities/hooks/useActivities';
import { NewTaskButton } from '@/modules/tasks/components/NewTaskButton';
import { RelatedTasksPanel } from '@/modules/tasks/components/RelatedTasksPanel';

/** The deal's activities and tasks, with Log Activity and New Task prefilled with the deal. */
export function DealWorkCard({ deal }: { deal: DealDetail }) {
  const { can, isLoading } = useSectionAccess();
  const [logging, setLogging] = useState(false);
  const canReadActivities = can('activities', 'read');
  const activities = useActivities({ dealId: deal.id }, { enabled: !isLoading && canReadActivities });
  const company = deal.crmCompanyId ? { id: deal.crmCompanyId, name: deal.companyName ?? '' } : null;
  const contact = deal.contactId ? { id: deal.contactId, name: deal.contactName ?? '' } : null;
  return (
    <>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>{C.activities}</CardTitle>
          {company && can('activities', 'create') ? (
            <Button variant="outline" size="sm" onClick={() => setLogging(true)}>
              <PhoneCallIcon aria-hidden="true" />
              {C.logActivity}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {!isLoading && !canReadActivities ? (
            <p className="text-muted-foreground text-sm">{accessDeniedMessage('read', 'Activities')}</p>
          ) : (activities.data?.activities.length ?? 0) === 0 ? (
            <p className="text-muted-foreground text-sm">{C.noActivities}</p>
          ) : (
            <ActivityList activities={activities.data?.activities ?? []} showCompany={false} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>{C.tasks}</CardTitle>
          {company ? <NewTaskButton company={company} contact={contact} dealId={deal.id} size="sm" /> : null}
        </CardHeader>
        <CardContent>
          <RelatedTasksPanel related={{ dealId: deal.id }} empty={C.noTasks} />
        </CardContent>
      </Card>
      {company ? (
        <LogActivityDialog
          open={logging}
          onOpenChange={setLogging}
          company={company}
          contact={contact}
          dealId={deal.id}
        />
      ) : null}
    </>
  );
}
