import type { LucideIcon } from 'lucide-react';
import { ComingSoonCard } from '@/modules/page-layout/components/ComingSoonCard';
import { MOBILE_COPY } from '../copy';

interface MobilePlaceholderPageProps {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** A mobile screen that a later release fills. */
export function MobilePlaceholderPage({ title, description, icon }: MobilePlaceholderPageProps) {
  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 px-4 py-5">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{title}</h1>
        <p className="mt-1 text-muted-foreground text-sm">{description}</p>
      </header>
      <ComingSoonCard area={title} icon={icon} description={MOBILE_COPY.comingSoonDescription} />
    </div>
  );
}
