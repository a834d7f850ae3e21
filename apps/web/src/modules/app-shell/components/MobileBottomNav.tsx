import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/utils';
import { MOBILE_COPY } from '@/modules/mobile/copy';
import { MOBILE_TABS } from '@/modules/mobile/utils/mobile-tabs';
import { isPathActive } from '@/modules/navigation/utils/is-path-active';

/** The fixed bottom navigation of the four mobile tabs. */
export function MobileBottomNav() {
  const { pathname } = useLocation();

  return (
    <nav
      aria-label={MOBILE_COPY.bottomNavLabel}
      className="fixed inset-x-0 bottom-0 z-20 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-4">
        {MOBILE_TABS.map((tab) => {
          const isActive = isPathActive(tab.path, pathname);
          const Icon = tab.icon;
          return (
            <li key={tab.path} className="min-w-0">
              <Link
                to={tab.path}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex h-full flex-col items-center justify-center gap-1 px-1 font-medium text-[11px] outline-none transition-colors focus-visible:bg-accent',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    isActive && 'bg-primary/10',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="max-w-full truncate">{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
