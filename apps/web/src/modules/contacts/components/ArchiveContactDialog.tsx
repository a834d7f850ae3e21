import { ACTIVITY_TYPE_LABELS, type ActivityType, CONTACTS_COPY } from '@northdesk/shared';
import { ArchiveIcon, TriangleAlertIcon } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { activityRelativeTime } from '@/modules/activities/utils/activity-relative-time';
import { ScrollableList } from '@/modules/ui/components/ScrollableList';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useArchiveContact } from '../hooks/useArchiveContact';
import { useArchivePreview } from '../hooks/useArchivePreview';

interface ArchiveContactDialogProps {
  /** The contact to archive; the dialog is open while one is given. */
  contact: { id: string; name: string } | null;
  onClose: () => void;
  onArchived?: () => void;
}

const typeLabel = (type: string) => ACTIVITY_TYPE_LABELS[type as ActivityType] ?? type;

/**
 * Archive, not delete (docs/product/contacts.md): the contact's activity and deal counts, its 10 latest
 * activities and a warning for activity in the last 30 days. The wording says what happens.
 */
export function ArchiveContactDialog({ contact, onClose, onArchived }: ArchiveContactDialogProps) {
  const preview = useArchivePreview(contact?.id ?? null);
  const archive = useArchiveContact();

  const confirm = () => {
    if (!contact) return;
    archive.mutate(contact, {
      onSuccess: () => {
        onClose();
        onArchived?.();
      },
    });
  };

  return (
    <AlertDialog open={contact !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{CONTACTS_COPY.archiveTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {CONTACTS_COPY.archiveDescription(contact?.name ?? '')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {preview.isPending ? (
          <div className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner size="sm" aria-hidden="true" />
            {CONTACTS_COPY.archiveLoading}
          </div>
        ) : preview.data ? (
          <div className="grid gap-3 text-sm">
            {preview.data.hasRecentActivity ? (
              <p
                className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900"
                role="alert"
              >
                <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {CONTACTS_COPY.archiveRecentWarning}
              </p>
            ) : null}
            <div>
              <p className="font-medium">{CONTACTS_COPY.archiveStats}</p>
              <p className="text-muted-foreground">
                {CONTACTS_COPY.archiveActivities(preview.data.activityCount)} ·{' '}
                {CONTACTS_COPY.archiveDeals(preview.data.dealCount)}
              </p>
            </div>
            <div>
              <p className="mb-1 font-medium">{CONTACTS_COPY.archiveLatest}</p>
              {preview.data.latestActivities.length === 0 ? (
                <p className="text-muted-foreground">{CONTACTS_COPY.archiveNoActivities}</p>
              ) : (
                <ScrollableList label={CONTACTS_COPY.archiveLatest} className="grid max-h-48 gap-1">
                  {preview.data.latestActivities.map((activity) => (
                    <li key={activity.id} className="flex justify-between gap-3">
                      <span className="min-w-0 truncate">
                        <span className="text-muted-foreground">{typeLabel(activity.type)}:</span>{' '}
                        {activity.subject}
                      </span>
                      <span className="shrink-0 text-muted-foreground">
                        {activityRelativeTime(activity.activityDate)}
                      </span>
                    </li>
                  ))}
                </ScrollableList>
              )}
            </div>
          </div>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={archive.isPending}>{CONTACTS_COPY.cancel}</AlertDialogCancel>
          <Button
            variant="destructive"
            onClick={confirm}
            disabled={archive.isPending}
            aria-busy={archive.isPending}
          >
            {archive.isPending ? (
              <Spinner size="sm" aria-hidden="true" className="text-current" />
            ) : (
              <ArchiveIcon aria-hidden="true" />
            )}
            {CONTACTS_COPY.archiveConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
