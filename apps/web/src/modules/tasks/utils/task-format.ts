/** The viewer's local calendar date (YYYY-MM-DD): overdue and due soon are judged against it. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'MMM dd, yyyy' of a calendar date (YYYY-MM-DD), without any time-zone shift. */
export function formatDueDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${pad2(d ?? 1)}, ${y}`;
}

/** 'MMM dd, yyyy' of an instant, in the viewer's zone. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getMonth()]} ${pad2(d.getDate())}, ${d.getFullYear()}`;
}

/** 'MMM dd, yyyy h:mm a' of an instant, in the viewer's zone. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  const hours = d.getHours() % 12 || 12;
  return `${formatDate(iso)} ${hours}:${pad2(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Moves one id to where another is (drag and drop). */
export function moveId(ids: string[], from: string, to: string): string[] {
  const oldIndex = ids.indexOf(from);
  const newIndex = ids.indexOf(to);
  if (oldIndex < 0 || newIndex < 0) return ids;
  const next = [...ids];
  const [moved] = next.splice(oldIndex, 1);
  if (moved !== undefined) next.splice(newIndex, 0, moved);
  return next;
}
