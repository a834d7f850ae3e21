import { HOLIDAYS_COPY as C } from '@northdesk/shared';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Which year's allowance and requests are shown (next year's leave is often booked ahead). */
export function YearSwitch({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{C.yearLabel}</legend>
      <Button variant="outline" size="icon" aria-label={C.previousYear} onClick={() => onChange(year - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <span className="min-w-12 text-center font-medium tabular-nums" aria-live="polite">
        {year}
      </span>
      <Button variant="outline" size="icon" aria-label={C.nextYear} onClick={() => onChange(year + 1)}>
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </fieldset>
  );
}
