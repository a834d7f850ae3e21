import type { CompanySummaryResponse } from '@northdesk/shared';
import {
  ActivityIcon,
  CalendarCheckIcon,
  type LucideIcon,
  MailIcon,
  PhoneIcon,
  StickyNoteIcon,
  UsersIcon,
} from 'lucide-react';
import { formatDate } from '../utils/formatting';

type Item = CompanySummaryResponse['recentActivities'][number];

const ICONS = new Map<string, LucideIcon>([
  ['call', PhoneIcon],
  ['email', MailIcon],
  ['meeting', UsersIcon],
  ['note', StickyNoteIcon],
  ['task', CalendarCheckIcon],
]);
const iconOf = (type: string) => ICONS.get(type) ?? ActivityIcon;

/** Activities or tasks of a company, newest first: type icon, subject and date. */
export function CompanyActivityList({ items }: { items: Item[] }) {
  return (
    <ul className="divide-y">
      {items.map((item) => {
        const Icon = iconOf(item.type);
        return (
          <li key={item.id} className="flex items-center gap-3 py-2.5 text-sm">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 flex-1 truncate">{item.subject}</span>
            <span className="shrink-0 text-muted-foreground text-xs">{formatDate(item.activityDate)}</span>
          </li>
        );
      })}
    </ul>
  );
}
