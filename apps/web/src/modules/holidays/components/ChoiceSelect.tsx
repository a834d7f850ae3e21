import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { FieldControlProps } from '@/modules/ui/components/FormField';

/** A select over a fixed list of [value, label] pairs, wired to its FormField. */
export function ChoiceSelect<V extends string>({
  value,
  onChange,
  options,
  ...control
}: FieldControlProps & {
  value: V;
  onChange: (value: V) => void;
  options: readonly (readonly [V, string])[];
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as V)}>
      <SelectTrigger className="w-full" {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map(([option, label]) => (
          <SelectItem key={option} value={option}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
