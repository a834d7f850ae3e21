/** PostgreSQL's text of a timestamptz in a UTC session: `2026-11-22 15:20:01.123456+00`. */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp as the API writes it (Date.toISOString: `2026-11-22T15:20:01.123Z`), from a Date
 * (drizzle's typed selects) or from PostgreSQL's text (raw rows: queryRows, readAsTenant). The
 * text of a UTC session is rearranged rather than parsed: a list page has 300 of them, and
 * `new Date(text)` measured ~1 µs each. Other offsets and forms go through Date.
 */
export function toIsoTimestamp(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') {
    const utc = UTC_TEXT.exec(value);
    if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').slice(0, 3).padEnd(3, '0')}Z`;
  }
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
