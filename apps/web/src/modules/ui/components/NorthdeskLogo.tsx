import { cn } from '@/lib/utils';
import { UI_COPY } from '../copy';

export function NorthdeskLogo({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9 rounded-lg shadow-sm" />
      <span className="font-semibold text-foreground text-xl tracking-tight">{UI_COPY.brandName}</span>
    </div>
  );
}
