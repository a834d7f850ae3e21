import { ACTIVITIES_COPY, ACTIVITY_TYPE_LABELS, type Activity } from '@northdesk/shared';
import { Link } from 'react-router';
import { useNow } from '@/modules/ui/hooks/useNow';
import { activityRelativeTime } from '../utils/activity-relative-time';
import { ActivityTypeIcon } from './ActivityTypeIcon';

interface ActivityListProps {
  activities: Activity[];
  /** Hide the company (on a company's own page) or the contact (on a contact's). */
  showCompany?: boolean;
  showContact?: boolean;
}

/** Activities with type icon, subject, content and relative time (docs/product/activities.md). */
export function ActivityList({ activities, showCompany = true, showContact = true }: ActivityListProps) {
  const now = useNow();
  return (
    <ul className="grid gap-1" aria-label={ACTIVITIES_COPY.title}>
      {activities.map((activity) => (
        <li key={activity.id} className="flex gap-3 rounded-md px-2 py-3 hover:bg-muted/40">
          <ActivityTypeIcon type={activity.type} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="min-w-0 font-medium">
                <span className="sr-only">{ACTIVITY_TYPE_LABELS[activity.type]}: </span>
                {activity.subject}
              </p>
              <time
                dateTime={activity.activityDate}
                title={new Date(activity.activityDate).toLocaleString()}
                className="shrink-0 text-muted-foreground text-xs"
              >
                {activityRelativeTime(activity.activityDate, now)}
              </time>
            </div>
            {activity.content ? (
              <p className="mt-1 whitespace-pre-line break-words text-muted-foreground text-sm">
                {activity.content}
              </p>
            ) : null}
            <p className="mt-1 flex flex-wrap gap-x-2 text-muted-foreground text-xs">
              <span>{ACTIVITY_TYPE_LABELS[activity.type]}</span>
              {showCompany && activity.crmCompany?.isIndividualContacts ? (
                // The holder of individual contacts has no company page: plain text, not a dead link.
                <span>{activity.crmCompany.name}</span>
              ) : showCompany && activity.crmCompany ? (
                <Link to={`/companies/${activity.crmCompany.id}`} className="hover:underline">
                  {activity.crmCompany.name}
                </Link>
              ) : null}
              {showContact && activity.contact ? (
                <Link to={`/contacts/${activity.contact.id}`} className="hover:underline">
                  {activity.contact.name}
                </Link>
              ) : null}
              {activity.createdBy?.name ? <span>{activity.createdBy.name}</span> : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
