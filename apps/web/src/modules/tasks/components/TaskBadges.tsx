import { spaced, TASK_STATUS_BADGE, type TaskPriority, type TaskStatus } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';

/** Status badge (crm spec §4): secondary for todo and cancelled, default for in progress and done, destructive for blocked. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge variant={TASK_STATUS_BADGE[status]} data-status={status}>
      {spaced(status)}
    </Badge>
  );
}

const PRIORITY_VARIANT: Record<TaskPriority, 'outline' | 'info' | 'warning' | 'destructive'> = {
  low: 'outline',
  medium: 'info',
  high: 'warning',
  urgent: 'destructive',
};

export function TaskPriorityBadge({ priority }: { priority: TaskPriority }) {
  return <Badge variant={PRIORITY_VARIANT[priority]}>{priority}</Badge>;
}
