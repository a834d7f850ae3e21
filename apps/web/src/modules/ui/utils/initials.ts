import { AVATAR_INITIALS_MAX } from '@northdesk/shared';

/** Up to two initials of a name ("Jane Cooper" → "JC"); an email gives its first letter. */
export function initialsOf(name: string): string {
  return name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, AVATAR_INITIALS_MAX)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
