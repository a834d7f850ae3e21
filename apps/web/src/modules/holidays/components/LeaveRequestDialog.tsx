import {
  HOLIDAYS_COPY as C,
  type DayPart,
  LEAVE_TYPES,
  type LeaveType,
  leaveHalfDaysByYear,
  leaveSpanProblem,
  totalHalfDays,
} from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessageOf } from '@/lib/api-client';
import { FieldError } from '@/modules/ui/components/FieldError';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useLeaveMutations } from '../hooks/useHolidayMutations';
import { useHolidaySettings } from '../hooks/useHolidayQueries';
import { ChoiceSelect } from './ChoiceSelect';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Request leave: type, first and last day (with half days), note; the days counted shown live. */
export function LeaveRequestDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (startDate: string) => void;
}) {
  const { create } = useLeaveMutations();
  const settings = useHolidaySettings(open);
  const [type, setType] = useState<LeaveType>('annual');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [startPart, setStartPart] = useState<DayPart>('full');
  const [endPart, setEndPart] = useState<DayPart>('full');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (open) {
      setType('annual');
      setStartDate(todayIso());
      setEndDate(todayIso());
      setStartPart('full');
      setEndPart('full');
      setNote('');
      setErrors({});
    }
  }, [open]);

  const singleDay = startDate !== '' && startDate === endDate;
  // One day has one part; a longer span starts at noon or ends at noon at most.
  const span = {
    startDate,
    endDate,
    startPart: singleDay || startPart !== 'am' ? startPart : 'full',
    endPart: singleDay ? startPart : endPart === 'pm' ? 'full' : endPart,
  } as const;
  const problem = startDate && endDate ? leaveSpanProblem(span) : null;
  const days =
    !startDate || !endDate || problem
      ? null
      : totalHalfDays(leaveHalfDaysByYear(span, new Set(settings.data?.publicHolidays.map((h) => h.date)))) /
        2;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (problem) {
      setErrors({ endDate: C[problem] });
      return;
    }
    setErrors({});
    create.mutate(
      { type, ...span, note: note.trim() || null },
      {
        onSuccess: () => {
          onOpenChange(false);
          onCreated?.(span.startDate);
        },
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fields : {};
          setErrors({ ...fields, form: Object.keys(fields).length ? '' : errorMessageOf(e, C.loadFailed) });
        },
      },
    );
  };

  const multiStart: readonly (readonly [DayPart, string])[] = [
    ['full', C.partLabels.full],
    ['pm', C.partLabels.pm],
  ];
  const multiEnd: readonly (readonly [DayPart, string])[] = [
    ['full', C.partLabels.full],
    ['am', C.partLabels.am],
  ];
  const single: readonly (readonly [DayPart, string])[] = [
    ['full', C.partLabels.full],
    ['am', C.partLabels.am],
    ['pm', C.partLabels.pm],
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{C.formTitle}</DialogTitle>
          <DialogDescription>{C.formDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="leave-type" label={C.type} error={errors.type}>
            {(props) => (
              <ChoiceSelect
                {...props}
                value={type}
                onChange={(value) => setType(value)}
                options={LEAVE_TYPES.map((t) => [t, C.typeLabels[t]] as const)}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="leave-start" label={C.startDate} error={errors.startDate}>
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  value={startDate}
                  onChange={(e) => {
                    setStartDate(e.target.value);
                    if (!endDate || e.target.value > endDate) setEndDate(e.target.value);
                  }}
                />
              )}
            </FormField>
            <FormField id="leave-end" label={C.endDate} error={errors.endDate}>
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  value={endDate}
                  min={startDate}
                  onChange={(e) => setEndDate(e.target.value)}
                />
              )}
            </FormField>
          </div>
          {singleDay ? (
            <FormField id="leave-part" label={C.singleDayPart}>
              {(props) => (
                <ChoiceSelect {...props} value={startPart} onChange={setStartPart} options={single} />
              )}
            </FormField>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="leave-start-part" label={C.startPart}>
                {(props) => (
                  <ChoiceSelect
                    {...props}
                    value={span.startPart}
                    onChange={setStartPart}
                    options={multiStart}
                  />
                )}
              </FormField>
              <FormField id="leave-end-part" label={C.endPart}>
                {(props) => (
                  <ChoiceSelect {...props} value={span.endPart} onChange={setEndPart} options={multiEnd} />
                )}
              </FormField>
            </div>
          )}
          <p className="text-muted-foreground text-sm" aria-live="polite" data-testid="leave-days-counted">
            {days === null ? '' : days === 0 ? C.nothingToCount : C.daysCounted(days)}
          </p>
          <FormField id="leave-note" label={C.note} error={errors.note}>
            {(props) => (
              <Textarea
                {...props}
                value={note}
                placeholder={C.notePlaceholder}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </FormField>
          {errors.form ? <FieldError id="leave-form-error" message={errors.form} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={create.isPending}>{C.submit}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
