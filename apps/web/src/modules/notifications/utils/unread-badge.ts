import { UNREAD_BADGE_MAX } from '@northdesk/shared';

/** The bell's badge text: the count, "9+" above 9, nothing at 0. */
export function unreadBadgeLabel(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(unreadCount);
}
