import { cn } from '@/lib/utils';
import { Spinner } from '@/modules/ui/components/Spinner';

export function CenteredSpinner({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-h-dvh w-full items-center justify-center', className)}>
      <Spinner size="lg" />
    </div>
  );
}
