import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface SelectOption {
  value: string;
  label: string;
}

export interface OptionsSelectProps {
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** The control's accessible name. */
  label: string;
  /** The trigger's width and the like. */
  className?: string;
  defaultOpen?: boolean;
}

/** A Radix select over plain options: DeferredSelect's real control, fetched on first use. */
export function OptionsSelect({
  value,
  options,
  onValueChange,
  label,
  className,
  defaultOpen,
}: OptionsSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger className={className} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
