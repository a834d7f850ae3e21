import { HOLIDAYS_COPY as C, dayNumber, formatLeaveDates, isWeekend } from '@northdesk/shared';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useHolidaysCalendar } from '../hooks/useHolidayQueries';
import { addMonths, awayOn, monthLabel, monthOf, monthWeeks } from '../utils/month-grid';

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

/** A month of the team's approved leave: the grid shows who is away each day, the list says when and why. */
export function TeamCalendarCard() {
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const calendar = useHolidaysCalendar(month);
  const entries = calendar.data?.entries ?? [];
  const holidays = new Map(calendar.data?.publicHolidays.map((h) => [h.date, h.name]));
  const label = monthLabel(month);

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>
            <h2>{C.calendarTitle}</h2>
          </CardTitle>
          <CardDescription>{C.calendarDescription}</CardDescription>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={C.previousMonth}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => setMonth(monthOf(new Date()))}>
            {C.thisMonth}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={C.nextMonth}
            onClick={() => setMonth(addMonths(month, 1))}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <table className="w-full table-fixed border-collapse text-xs" aria-describedby="team-calendar-month">
          <caption id="team-calendar-month" className="pb-2 text-left font-medium text-sm" aria-live="polite">
            {label}
          </caption>
          <thead>
            <tr>
              {C.weekdaysShort.map((day) => (
                <th key={day} scope="col" className="pb-1 font-medium text-muted-foreground">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week[0]?.key}>
                {week.map(({ key, date }) => {
                  if (!date) return <td key={key} className="border bg-muted/30" />;
                  const away = awayOn(entries, date);
                  const holiday = holidays.get(date);
                  return (
                    <td
                      key={date}
                      className={cn(
                        'h-16 overflow-hidden border p-1 align-top',
                        (isWeekend(dayNumber(date)) || holiday) && 'bg-muted/50',
                      )}
                    >
                      <div className="font-medium tabular-nums">{Number(date.slice(8))}</div>
                      {holiday ? (
                        <div className="truncate text-muted-foreground" title={holiday}>
                          {holiday}
                        </div>
                      ) : null}
                      {away.map((entry) => (
                        <div
                          key={entry.requestId}
                          className="mt-0.5 truncate rounded bg-primary/10 px-1 text-foreground"
                          title={entry.person.name}
                        >
                          {firstName(entry.person.name)}
                        </div>
                      ))}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {calendar.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">{C.calendarEmpty}</p>
        ) : (
          <ul className="grid gap-1 text-sm" aria-label={C.calendarTitle}>
            {entries.map((entry) => (
              <li key={entry.requestId} className="break-words">
                <span className="font-medium">{entry.person.name}</span> · {formatLeaveDates(entry)} ·{' '}
                {entry.type ? C.typeLabels[entry.type] : C.away}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
