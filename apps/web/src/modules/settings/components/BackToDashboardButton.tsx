import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The administration pages' back button: always to the dashboard (docs/product/administration.md). */
export function BackToDashboardButton({ label, className }: { label: string; className?: string }) {
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      className={cn('-ml-2.5 text-muted-foreground hover:text-foreground', className)}
    >
      <Link to="/">
        <ArrowLeftIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
