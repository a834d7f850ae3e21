import type { ReactNode } from 'react';
import { BackButton } from '@/modules/navigation/components/BackButton';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Shows the breadcrumb back button above the title. */
  showBack?: boolean;
  actions?: ReactNode;
}

export function PageHeader({ title, description, showBack = false, actions }: PageHeaderProps) {
  return (
    <header className="grid gap-2">
      {showBack ? <BackButton className="justify-self-start" /> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words font-semibold text-2xl tracking-tight">{title}</h1>
          {description ? <p className="mt-1 text-muted-foreground text-sm">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
