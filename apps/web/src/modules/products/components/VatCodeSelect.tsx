import { VAT_CODE_LABELS, VAT_CODES, type VatCode } from '@northdesk/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { FieldControlProps } from '@/modules/ui/components/FormField';

interface VatCodeSelectProps extends Partial<FieldControlProps> {
  value: VatCode;
  onChange: (value: VatCode) => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** The UK VAT rate codes: 20 % standard, 5 % reduced, 0 % zero-rated, exempt. */
export function VatCodeSelect({ value, onChange, disabled, className, ...control }: VatCodeSelectProps) {
  // A name of its own must still contain the text shown (WCAG 2.5.3, label in name).
  const label = control['aria-label'];
  return (
    <Select value={value} onValueChange={(next) => onChange(next as VatCode)} disabled={disabled}>
      <SelectTrigger
        {...control}
        aria-label={label ? `${label}: ${VAT_CODE_LABELS[value]}` : undefined}
        className={className ?? 'w-full'}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {VAT_CODES.map((code) => (
          <SelectItem key={code} value={code}>
            {VAT_CODE_LABELS[code]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
