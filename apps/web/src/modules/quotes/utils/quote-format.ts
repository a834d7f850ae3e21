const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date (YYYY-MM-DD) as "23 Dec 2026", the same wherever the browser is. */
export const formatDate = (isoDate: string) =>
  dateFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** A moment in the viewer's own time zone: "23 Dec 2026, 14:05". */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

export const personName = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter(Boolean).join(' ') || email || '';
