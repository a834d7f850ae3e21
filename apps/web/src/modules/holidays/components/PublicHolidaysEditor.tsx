import { HOLIDAYS_COPY as C, formatLeaveDates, type PublicHoliday } from '@northdesk/shared';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessageOf } from '@/lib/api-client';
import { FieldError } from '@/modules/ui/components/FieldError';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useHolidaySettingsMutations } from '../hooks/useHolidayMutations';

const dayLabel = (date: string) =>
  formatLeaveDates({ startDate: date, endDate: date, startPart: 'full', endPart: 'full' });

/** The company's public holidays (not counted as leave): listed by date, added one at a time, removed. */
export function PublicHolidaysEditor({ holidays }: { holidays: PublicHoliday[] }) {
  const { add, remove } = useHolidaySettingsMutations();
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(date ? {} : { date: C.publicHolidayDateRequired }),
      ...(name.trim() ? {} : { name: C.publicHolidayNameRequired }),
    };
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    setErrors({});
    add.mutate(
      { date, name: name.trim() },
      {
        onSuccess: () => {
          setDate('');
          setName('');
        },
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fields : {};
          setErrors(Object.keys(fields).length ? fields : { form: errorMessageOf(e, C.loadFailed) });
        },
      },
    );
  };

  return (
    <section className="grid gap-3" aria-labelledby="public-holidays-title">
      <h3 id="public-holidays-title" className="font-medium">
        {C.publicHolidaysTitle}
      </h3>
      {holidays.length === 0 ? (
        <p className="text-muted-foreground text-sm">{C.publicHolidaysEmpty}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={C.publicHolidaysTitle}>
          {holidays.map((holiday) => (
            <li key={holiday.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 break-words">
                <span className="tabular-nums">{dayLabel(holiday.date)}</span> · {holiday.name}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={C.removePublicHoliday(holiday.name)}
                disabled={remove.isPending}
                onClick={() => remove.mutate(holiday.id)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={submit}
        className="grid items-start gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto]"
      >
        <FormField id="public-holiday-date" label={C.publicHolidayDate} error={errors.date}>
          {(props) => <Input {...props} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
        </FormField>
        <FormField id="public-holiday-name" label={C.publicHolidayName} error={errors.name}>
          {(props) => (
            <Input {...props} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          )}
        </FormField>
        <SubmitButton isPending={add.isPending} className="sm:mt-6">
          {C.addPublicHoliday}
        </SubmitButton>
      </form>
      {errors.form ? <FieldError id="public-holiday-error" message={errors.form} /> : null}
    </section>
  );
}
