import { ACTIVITIES_COPY, CONTACTS_COPY } from '@northdesk/shared';
import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ActivityList } from '@/modules/activities/components/ActivityList';
import { useActivities } from '@/modules/activities/hooks/useActivities';
import { Spinner } from '@/modules/ui/components/Spinner';

interface ContactActivitiesTabProps {
  contactId: string;
  canLog: boolean;
  onLog: () => void;
}

/** The contact's activities, newest first, with "Add" (Log Activity). */
export function ContactActivitiesTab({ contactId, canLog, onLog }: ContactActivitiesTabProps) {
  const activities = useActivities({ contactId, limit: 200 });
  return (
    <div className="grid gap-3">
      {canLog ? (
        <Button variant="outline" size="sm" className="justify-self-end" onClick={onLog}>
          <PlusIcon aria-hidden="true" />
          {CONTACTS_COPY.add}
        </Button>
      ) : null}
      {activities.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : activities.data && activities.data.activities.length > 0 ? (
        <ActivityList activities={activities.data.activities} showContact={false} />
      ) : (
        <p className="py-8 text-center text-muted-foreground text-sm">{ACTIVITIES_COPY.empty}</p>
      )}
    </div>
  );
}
