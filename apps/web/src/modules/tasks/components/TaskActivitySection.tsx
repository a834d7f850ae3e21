import { spaced, TASKS_COPY, type TaskActivityEntry } from '@northdesk/shared';
import { formatDateTime } from '../utils/task-format';
import { TaskSection } from './TaskSection';

interface TaskActivitySectionProps {
  activity: TaskActivityEntry[];
  section: { id: string; open: boolean; onToggle: () => void };
}

/** The task's activity log, newest first. */
export function TaskActivitySection({ activity, section }: TaskActivitySectionProps) {
  return (
    <TaskSection {...section} title={TASKS_COPY.sections.activity} count={activity.length}>
      {activity.length === 0 ? (
        <p className="text-muted-foreground text-sm">{TASKS_COPY.noActivity}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {activity.map((a) => (
            <li key={a.id} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{a.userName || TASKS_COPY.unknownAuthor}</span>
              <span>{spaced(a.actionType)}</span>
              {a.details ? <span className="text-muted-foreground">{a.details}</span> : null}
              <span className="ml-auto text-muted-foreground text-xs">{formatDateTime(a.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </TaskSection>
  );
}
