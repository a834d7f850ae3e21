import { ACCESS_LEVELS, type AccessLevel, ADMIN_COPY, isAccessLevel } from '@northdesk/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

interface AccessLevelSelectProps {
  value: AccessLevel;
  onChange: (level: AccessLevel) => void;
  label: string;
  disabled?: boolean;
  title?: string;
  highlighted?: boolean;
}

/** no_access / view / admin / full for one cell of a permissions grid. */
export function AccessLevelSelect({
  value,
  onChange,
  label,
  disabled,
  title,
  highlighted,
}: AccessLevelSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => isAccessLevel(next) && onChange(next)} disabled={disabled}>
      <SelectTrigger
        size="sm"
        aria-label={label}
        title={title}
        className={cn('w-[7.5rem]', highlighted && 'border-primary bg-primary/5 ring-1 ring-primary/40')}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ACCESS_LEVELS.map((level) => (
          <SelectItem key={level} value={level}>
            {ADMIN_COPY.accessLevelLabels[level]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
