import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { APP_SHELL_COPY } from '../copy';

interface ShellBrandProps {
  /** Where the logo leads: the dashboard on desktop, the mobile home on phones. */
  homePath: string;
  title: string;
  className?: string;
}

/** Logo, title and the tenant the user works in. */
export function ShellBrand({ homePath, title, className }: ShellBrandProps) {
  const { user } = useCurrentUser();

  return (
    <div className={cn('flex min-w-0 items-center gap-2.5', className)}>
      <Link
        to={homePath}
        aria-label={APP_SHELL_COPY.homeLinkLabel}
        className="shrink-0 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-lg shadow-xs" />
      </Link>
      <div className="grid min-w-0 leading-tight">
        <span className="truncate font-semibold text-sm tracking-tight">{title}</span>
        {user ? <span className="truncate text-muted-foreground text-xs">{user.companyName}</span> : null}
      </div>
    </div>
  );
}
