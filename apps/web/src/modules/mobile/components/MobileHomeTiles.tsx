import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MOBILE_TABS } from '../utils/mobile-tabs';

/** One tile per mobile tab, with its live figure when there is one (keyed by the tab's path). */
export function MobileHomeTiles({ figures = {} }: { figures?: Readonly<Record<string, string>> }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {MOBILE_TABS.map((tab) => {
        const Icon = tab.icon;
        return (
          <li key={tab.path}>
            <Link
              to={tab.path}
              className="flex min-h-20 items-center gap-4 rounded-xl border bg-card p-4 shadow-xs outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 active:bg-accent"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-semibold">{tab.title}</span>
                <span className="text-muted-foreground text-sm">{tab.description}</span>
                {figures[tab.path] ? (
                  <span className="font-medium text-primary text-sm" data-tile-figure>
                    {figures[tab.path]}
                  </span>
                ) : null}
              </span>
              <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
