import { formatMoney } from '@northdesk/shared';

/** Money of a deal (GBP, the tenant's currency); a dash when there is no amount. */
export const dealMoney = (amount: string | null) => (amount === null ? '—' : formatMoney(amount));

/** A calendar date (YYYY-MM-DD) as "15 Dec 2026", read as a date, never shifted by the time zone. */
export function dealDate(date: string | null): string {
  if (!date) return '—';
  return new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const dealDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
