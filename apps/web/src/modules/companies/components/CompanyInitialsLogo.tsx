import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { initialsOf } from '@/modules/ui/utils/initials';

/** A square badge with a company's (or person's) initials, where no logo is at hand. */
export function CompanyInitialsLogo({ name, className }: { name: string; className?: string }) {
  return (
    <Avatar className={cn('size-9 rounded-md', className)} aria-hidden="true">
      <AvatarFallback className="rounded-md bg-primary/10 font-semibold text-primary text-xs">
        {initialsOf(name) || '?'}
      </AvatarFallback>
    </Avatar>
  );
}
