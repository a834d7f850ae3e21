import { HOLIDAYS_COPY as C, type HolidaySettings } from '@northdesk/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessageOf } from '@/lib/api-client';
import { FieldError } from '@/modules/ui/components/FieldError';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useHolidaySettingsMutations } from '../hooks/useHolidayMutations';
import { useHolidaySettings } from '../hooks/useHolidayQueries';
import { PublicHolidaysEditor } from './PublicHolidaysEditor';

function AllowanceForm({ settings }: { settings: HolidaySettings }) {
  const { save } = useHolidaySettingsMutations();
  const [days, setDays] = useState(String(settings.daysPerYear));
  const [carryOver, setCarryOver] = useState(settings.carryOver);
  const [error, setError] = useState('');
  const daysId = useId();
  const carryId = useId();
  const changed = days !== String(settings.daysPerYear) || carryOver !== settings.carryOver;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(days);
    if (!Number.isFinite(value) || value < 0 || value > 366 || !Number.isInteger(value * 2)) {
      setError(C.daysPerYearHint);
      return;
    }
    setError('');
    save.mutate(
      { daysPerYear: value, carryOver },
      { onError: (e) => setError(errorMessageOf(e, C.loadFailed)) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={daysId}>{C.daysPerYear}</Label>
        <Input
          id={daysId}
          inputMode="decimal"
          value={days}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${daysId}-hint`}
          onChange={(e) => setDays(e.target.value)}
        />
        <p id={`${daysId}-hint`} className="text-muted-foreground text-sm">
          {C.daysPerYearHint}
        </p>
      </div>
      <div className="flex items-start justify-between gap-6">
        <div className="grid gap-1">
          <Label htmlFor={carryId}>{C.carryOver}</Label>
          <p className="text-muted-foreground text-sm">{C.carryOverHint}</p>
        </div>
        <Switch id={carryId} checked={carryOver} onCheckedChange={setCarryOver} />
      </div>
      {error ? <FieldError id={`${daysId}-error`} message={error} /> : null}
      <div>
        <SubmitButton isPending={save.isPending} disabled={!changed}>
          {C.saveSettings}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Company Settings → Holidays: allowance, carry-over and the public holidays list. */
export function HolidaySettingsCard() {
  const settings = useHolidaySettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.settingsTitle}</CardTitle>
        <CardDescription>{C.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {settings.data ? (
          <>
            <AllowanceForm key={JSON.stringify(settings.data.settings)} settings={settings.data.settings} />
            <PublicHolidaysEditor holidays={settings.data.publicHolidays} />
          </>
        ) : settings.isError ? (
          <div className="flex items-center gap-3 text-sm">
            <p className="text-muted-foreground">{C.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              {C.retry}
            </Button>
          </div>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
