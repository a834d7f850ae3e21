import type { LucideIcon } from 'lucide-react';

/** A friendly "nothing here (yet)" block with a line on what will appear. */
export function EmptyState({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <div className="grid justify-items-center gap-2 px-6 py-12 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      <p className="max-w-md text-muted-foreground text-sm">{description}</p>
    </div>
  );
}
