import { type Allowance, HOLIDAYS_COPY as C, formatDays } from '@northdesk/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** This year's annual leave: allowance, carried over, taken, pending and what remains. */
export function AllowanceCard({ allowance }: { allowance: Allowance }) {
  const figures = [
    [C.allowanceTotal, allowance.daysPerYear],
    ...(allowance.carriedOver > 0 ? [[C.allowanceCarried, allowance.carriedOver] as const] : []),
    [C.allowanceTaken, allowance.taken],
    [C.allowancePending, allowance.pending],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{C.allowanceTitle(allowance.year)}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1" data-testid="holiday-remaining">
          <span className="text-muted-foreground text-sm">{C.allowanceRemaining}</span>
          <span className="font-semibold text-3xl tabular-nums">{C.daysLabel(allowance.remaining)}</span>
        </div>
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          {figures.map(([label, value]) => (
            <div key={label} className="grid">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{formatDays(value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
