import { ConstructionIcon, type LucideIcon } from 'lucide-react';
import { PAGE_LAYOUT_COPY } from '../copy';

interface ComingSoonCardProps {
  /** The area's name, as in its title. */
  area: string;
  icon?: LucideIcon;
  description?: string;
}

/** The friendly empty state of an area that a later release fills. */
export function ComingSoonCard({ area, icon: Icon = ConstructionIcon, description }: ComingSoonCardProps) {
  return (
    <section className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center shadow-xs sm:py-16">
      <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h2 className="mt-4 font-semibold text-lg tracking-tight">{PAGE_LAYOUT_COPY.comingSoonTitle}</h2>
      <p className="mt-2 max-w-md text-muted-foreground text-sm">
        {description ?? PAGE_LAYOUT_COPY.comingSoonDescription(area)}
      </p>
    </section>
  );
}
