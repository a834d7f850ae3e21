import { ACTIVITIES_COPY, TASKS_COPY } from '@northdesk/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useAssignees } from '@/modules/tasks/hooks/useAssignees';
import { FormField } from '@/modules/ui/components/FormField';

const UNASSIGNED = '__none__';

export interface FollowUpValues {
  enabled: boolean;
  title: string;
  /** yyyy-mm-dd or ''. */
  dueDate: string;
  /** A user id; '' for nobody. */
  assignedTo: string;
}

interface FollowUpTaskFieldsProps {
  value: FollowUpValues;
  onChange: (change: Partial<FollowUpValues>) => void;
  titleError?: string | undefined;
}

/** "Create follow-up task" in the Log Activity dialog: title, due date, assignee (me by default). */
export function FollowUpTaskFields({ value, onChange, titleError }: FollowUpTaskFieldsProps) {
  const { user } = useCurrentUser();
  const assignees = useAssignees();
  const users = assignees.data?.users ?? [];
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="sr-only">{ACTIVITIES_COPY.followUpToggle}</legend>
      <div className="flex min-h-6 items-center gap-2">
        <Checkbox
          id="activity-follow-up"
          checked={value.enabled}
          onCheckedChange={(checked) => onChange({ enabled: checked === true })}
        />
        <Label htmlFor="activity-follow-up">{ACTIVITIES_COPY.followUpToggle}</Label>
      </div>
      {value.enabled ? (
        <>
          <FormField
            id="activity-follow-up-title"
            label={ACTIVITIES_COPY.followUpTitleLabel}
            error={titleError}
          >
            {(control) => (
              <Input
                {...control}
                value={value.title}
                onChange={(event) => onChange({ title: event.target.value })}
              />
            )}
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id="activity-follow-up-due" label={ACTIVITIES_COPY.followUpDueLabel}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={value.dueDate}
                  onChange={(event) => onChange({ dueDate: event.target.value })}
                />
              )}
            </FormField>
            <FormField id="activity-follow-up-assignee" label={ACTIVITIES_COPY.followUpAssigneeLabel}>
              {(control) => (
                <Select
                  value={value.assignedTo || UNASSIGNED}
                  onValueChange={(next) => onChange({ assignedTo: next === UNASSIGNED ? '' : next })}
                >
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {/* Me before the list has loaded, so the default shows a name at once. */}
                    {user && !users.some((u) => u.id === user.id) ? (
                      <SelectItem value={user.id}>{user.fullName || user.email}</SelectItem>
                    ) : null}
                    {users.map((u) => (
                      <SelectItem key={u.id} value={u.id}>
                        {u.fullName || u.email}
                      </SelectItem>
                    ))}
                    <SelectItem value={UNASSIGNED}>{TASKS_COPY.unassigned}</SelectItem>
                  </SelectContent>
                </Select>
              )}
            </FormField>
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
