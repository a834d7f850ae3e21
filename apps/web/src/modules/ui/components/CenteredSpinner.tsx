import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export function CenteredSpinner({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-h-dvh w-full items-center justify-center', className)}>
      <Spinner size="lg" />
    </div>
  );
}
