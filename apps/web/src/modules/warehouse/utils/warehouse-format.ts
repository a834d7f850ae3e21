const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** "26 Nov 2026, 14:05" in the viewer's time zone. */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
/** A calendar day (YYYY-MM-DD) as "26 Nov 2026". */
export const formatDay = (day: string) => date.format(new Date(`${day}T00:00:00Z`));
/** The URL of a stored warehouse photo. */
export const photoUrl = (id: string) => `/api/warehouse/photos/${encodeURIComponent(id)}`;
/** Today on the phone's own calendar (YYYY-MM-DD): what "due today" means on the floor. */
export const localDay = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
