import type { ActivityType } from '@northdesk/shared';
import {
  ArrowRightCircleIcon,
  CalendarIcon,
  CircleDotIcon,
  FileTextIcon,
  ListTodoIcon,
  type LucideIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  StickyNoteIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<ActivityType, { Icon: LucideIcon; tone: string }> = {
  call: { Icon: PhoneIcon, tone: 'bg-emerald-50 text-emerald-700' },
  email: { Icon: MailIcon, tone: 'bg-sky-50 text-sky-700' },
  meeting: { Icon: CalendarIcon, tone: 'bg-violet-50 text-violet-700' },
  note: { Icon: StickyNoteIcon, tone: 'bg-amber-50 text-amber-800' },
  task: { Icon: ListTodoIcon, tone: 'bg-slate-100 text-slate-700' },
  visit: { Icon: MapPinIcon, tone: 'bg-rose-50 text-rose-700' },
  proposal: { Icon: FileTextIcon, tone: 'bg-indigo-50 text-indigo-700' },
  'follow-up': { Icon: ArrowRightCircleIcon, tone: 'bg-teal-50 text-teal-700' },
  other: { Icon: CircleDotIcon, tone: 'bg-muted text-muted-foreground' },
};

export function ActivityTypeIcon({ type, className }: { type: ActivityType; className?: string }) {
  const { Icon, tone } = ICONS[type];
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone, className)}>
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
