const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a datetime-local input shows it: the browser's local time, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value read as local time; null when empty or not a date. */
export function fromLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  // 31 February and friends roll over; refuse them rather than log another day.
  return date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}
