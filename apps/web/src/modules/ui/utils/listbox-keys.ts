/**
 * The option a combobox's list highlights after a key press (WAI-ARIA combobox pattern): arrows
 * move and wrap round, Home and End jump to the ends. Null when the key does not move the
 * highlight (Enter, Escape and typing are the caller's).
 */
export function nextActiveIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
