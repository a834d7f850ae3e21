/**
 * Quote dates are UK calendar dates: a quote "valid until 31 March" can be accepted until
 * midnight in London that night, whatever zone the server runs in.
 */
export const QUOTE_TIME_ZONE = 'Europe/London';

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: QUOTE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in London, YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  return londonDate.format(now);
}

export function addDaysTo(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A sent quote whose valid-until day is over in London has expired. */
export function effectiveStatus<S extends string>(
  status: S,
  validUntil: string,
  today: string,
): S | 'expired' {
  return status === 'sent' && validUntil < today ? 'expired' : status;
}
