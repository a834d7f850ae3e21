import { TASKS_COPY } from '@northdesk/shared';
import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAssignees } from '../hooks/useAssignees';

const ANYONE = '__anyone__';

interface TaskListFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  /** A user id, "unassigned", or '' for anyone. */
  assignee: string;
  onAssignee: (assignee: string) => void;
}

/** Search over title and description, and the assignee filter, above the task list. */
export function TaskListFilters({ search, onSearch, assignee, onAssignee }: TaskListFiltersProps) {
  const assignees = useAssignees();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-48 flex-1">
        <SearchIcon
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          className="pl-8"
          aria-label={TASKS_COPY.searchLabel}
          placeholder={TASKS_COPY.searchPlaceholder}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <Select value={assignee || ANYONE} onValueChange={(v) => onAssignee(v === ANYONE ? '' : v)}>
        <SelectTrigger className="w-52" aria-label={TASKS_COPY.assigneeFilterLabel}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANYONE}>{TASKS_COPY.anyAssignee}</SelectItem>
          <SelectItem value="unassigned">{TASKS_COPY.unassigned}</SelectItem>
          {(assignees.data?.users ?? []).map((u) => (
            <SelectItem key={u.id} value={u.id}>
              {u.fullName || u.email}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
